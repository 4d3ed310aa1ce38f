import { moduleBindings } from '../shared/wiring/container-module';
import { token, type AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { KeepNameKeys } from './application/keep-name-keys';
import type { NameKeyStore } from '../applications/domain/name-key-store';

/**
 * The inbox's part that runs on the server (src/server): the name keys that search by name
 * queries, kept by a trigger on Applications. The staff page loads none of it.
 */
export const nameKeysPorts = {
  nameKeyStore: token<NameKeyStore>('NameKeyStore'),
};

export const nameKeysUseCases = {
  keepNameKeys: declareUseCase('KeepNameKeys', [nameKeysPorts.nameKeyStore], KeepNameKeys),
};

export type NameKeysUseCases = UseCasesOf<typeof nameKeysUseCases>;

export const nameKeysModule = (adapters: AdaptersFor<typeof nameKeysPorts>) =>
  moduleBindings(nameKeysPorts, adapters, nameKeysUseCases);
