import type { Clock } from '../domain/clock';
import type { RandomSource } from '../domain/random-source';
import { token } from './token';

/** Ports every module may ask for: time and randomness, bound once by each composition root. */
export const kernelPorts = {
  clock: token<Clock>('Clock'),
  randomSource: token<RandomSource>('RandomSource'),
};
