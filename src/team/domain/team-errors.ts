import { namedError } from '../../shared/domain/named-error';

/**
 * Why a change to the team was refused; each reason has its own message on screen
 * (src/team/ui/team-messages.ts), and travels as itself from the server to the page.
 */
export type TeamRefusal =
  | 'not-admin'
  | 'not-member'
  | 'invalid-email'
  | 'already-on-team'
  | 'unknown-member'
  | 'self'
  | 'last-admin'
  | 'already-removed'
  | 'already-active'
  /** The call's session was revoked, or began before the caller's access: sign in again. */
  | 'stale-session';

export const TEAM_REFUSALS: readonly TeamRefusal[] = [
  'not-admin',
  'not-member',
  'invalid-email',
  'already-on-team',
  'unknown-member',
  'self',
  'last-admin',
  'already-removed',
  'already-active',
  'stale-session',
];

export const isTeamRefusal = (value: unknown): value is TeamRefusal =>
  TEAM_REFUSALS.some((refusal) => refusal === value);

export class TeamChangeRefusedError extends namedError('TeamChangeRefusedError') {
  constructor(readonly reason: TeamRefusal) {
    super(`Team change refused: ${reason}`);
  }
}
