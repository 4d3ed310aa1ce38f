import type { Container } from 'inversify';
import type { SubmitApplication } from '../../application/public/submit-application';
import type { ApplicationRepository } from '../../domain/application-repository';
import type { Clock } from '../../domain/clock';
import type { RandomSource } from '../../domain/random-source';

/** A symbol that remembers what it resolves to, so `resolve` is typed without casts at call sites. */
export type Token<T> = symbol & { readonly __resolvesTo?: T };

export const TOKENS = {
  applicationRepository: Symbol('ApplicationRepository') as Token<ApplicationRepository>,
  randomSource: Symbol('RandomSource') as Token<RandomSource>,
  clock: Symbol('Clock') as Token<Clock>,
  submitApplication: Symbol('SubmitApplication') as Token<SubmitApplication>,
};

export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}
