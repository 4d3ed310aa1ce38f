import { INTAKE_PATH } from '../../submission/domain/intake-answer';

/**
 * Where the form posts itself before its script runs, or without it: with a server, the intake,
 * which answers a plain form with a page; in demo mode nowhere (there is no server), so the
 * prerender and the hydration agree on it.
 */
export const plainActionOf = (demoMode: boolean): { plainAction?: string } =>
  demoMode ? {} : { plainAction: INTAKE_PATH };
