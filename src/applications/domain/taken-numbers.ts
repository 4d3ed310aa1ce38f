import type { ApplicationId } from './application-id';

/**
 * The ids storage holds, read in order: how the server finds a free number once random draws have
 * all hit taken ones (the intake's sweep, src/submission/domain/free-numbers.ts). Optional: a
 * SubmitApplication without it only draws. Every adapter must pass
 * tests/contract/taken-numbers-contract.ts. It tells which numbers are held, never what they hold.
 */
export interface TakenNumbers {
  /** The held ids from `from` (itself included) upwards, in ascending order, at most `limit`. */
  takenFrom(from: ApplicationId, limit: number): Promise<ApplicationId[]>;
}
