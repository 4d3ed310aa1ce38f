import type { MailFailureCode } from '../../notifications/domain/mail-failure';
import type { JobStanding, Heartbeat } from './heartbeat';
import type { HealthView } from './health-view';
import type { ScheduledJob } from './scheduled-jobs';

/** E-mail failing longer than this is for the maintainer now: the banner on every admin's inbox. */
export const MAIL_FAILING_ALERT_MS = 60 * 60_000;

/**
 * Estado's one answer, worst first: nothing to do; something the office looks at today (it mends
 * itself, or wants a call to an applicant); or something broken that someone must be told of now.
 */
export type VerdictLevel = 'bien' | 'revisar' | 'actuar';

/** One fact behind the verdict, at its own level: the screen says what it is and what to do. */
export type HealthConcern =
  | {
      kind: 'correo-fallando';
      level: Exclude<VerdictLevel, 'bien'>;
      since: Date;
      code: MailFailureCode | null;
    }
  | { kind: 'tarea-atrasada'; level: 'actuar'; job: ScheduledJob; dueAt: Date }
  | { kind: 'tarea-fallida'; level: 'revisar'; job: ScheduledJob; ranAt: Date }
  | { kind: 'acuses-abandonados'; level: 'revisar'; receipts: readonly string[] }
  | { kind: 'sin-medicion'; level: 'revisar' }
  | { kind: 'sesion-sin-firma'; level: 'actuar' }
  | { kind: 'registro-abierto'; level: 'actuar' }
  | { kind: 'registro-sin-leer'; level: 'revisar' };

export interface HealthVerdict {
  level: VerdictLevel;
  /** Those that must be acted on first. */
  concerns: HealthConcern[];
}

/** What the verdict reads of each job: its last heartbeat and where it stands now. */
export interface JobFacts {
  job: ScheduledJob;
  heartbeat: Heartbeat | undefined;
  standing: JobStanding;
}

const RANK: Record<VerdictLevel, number> = { bien: 0, revisar: 1, actuar: 2 };

/**
 * The rule Estado opens with and the inbox's banner shows (level 'actuar'), from the same facts:
 * - act now: e-mail failing for more than an hour (MAIL_FAILING_ALERT_MS), a job past its due
 *   time and grace, the server unable to sign the passkey's session (nobody can enter the inbox
 *   anew), or self sign-up open (a stranger can hold an account under an address to be invited);
 * - look at this: e-mail failing for an hour or less (it is retried by itself), a job whose last
 *   run failed but is not late yet (the next run may mend it), receipts the outbox gave up on (the
 *   office calls those applicants), no measurement yet, or self sign-up that could not be read;
 * - all well otherwise. Messages waiting for a retry while others go out are the outbox working;
 *   a job never run yet is one whose first due time has not come since the deploy.
 */
export function healthVerdictOf(
  view: HealthView | undefined,
  jobs: readonly JobFacts[],
  now: Date,
): HealthVerdict {
  const concerns: HealthConcern[] = [];
  const since = view?.mail.failingSince;
  if (view && since)
    concerns.push({
      kind: 'correo-fallando',
      level: now.getTime() - since.getTime() > MAIL_FAILING_ALERT_MS ? 'actuar' : 'revisar',
      since,
      code: view.mail.lastErrorCode,
    });
  for (const { job, heartbeat, standing } of jobs) {
    if (!heartbeat) continue;
    if (standing === 'atrasada')
      concerns.push({ kind: 'tarea-atrasada', level: 'actuar', job, dueAt: heartbeat.nextDueAt });
    else if (heartbeat.outcome === 'failed')
      concerns.push({ kind: 'tarea-fallida', level: 'revisar', job, ranAt: heartbeat.ranAt });
  }
  if (view?.signIn && !view.signIn.canSignSessions)
    concerns.push({ kind: 'sesion-sin-firma', level: 'actuar' });
  if (view?.signIn?.selfSignUp === 'open')
    concerns.push({ kind: 'registro-abierto', level: 'actuar' });
  if (view?.signIn?.selfSignUp === 'unknown')
    concerns.push({ kind: 'registro-sin-leer', level: 'revisar' });
  if (!view) concerns.push({ kind: 'sin-medicion', level: 'revisar' });
  else if (view.mail.givenUpReceipts.length > 0)
    concerns.push({
      kind: 'acuses-abandonados',
      level: 'revisar',
      receipts: view.mail.givenUpReceipts,
    });
  // Stable: the act-now ones first, each level in the order above.
  concerns.sort((a, b) => RANK[b.level] - RANK[a.level]);
  const level = concerns[0]?.level ?? 'bien';
  return { level, concerns };
}

/** What the inbox's banner lists: the verdict's act-now concerns, none unless it is 'actuar'. */
export const actNowConcerns = (verdict: HealthVerdict): HealthConcern[] =>
  verdict.concerns.filter((concern) => concern.level === 'actuar');
