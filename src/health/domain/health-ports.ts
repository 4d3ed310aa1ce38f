import type { Heartbeat } from './heartbeat';
import type { IntakeRefusals } from '../../submission/domain/intake-refusals';
import type { HealthView, MailCounts, StoredCounts } from './health-view';
import type { SelfSignUpState } from './sign-in-setup';

/**
 * Where the server keeps its heartbeats and its last measurement, and the admins read them: written
 * by the server alone (firestore.rules). Adapters pass tests/contract/health-store-contract.ts.
 */
export interface HealthReadings {
  /** Each job's last heartbeat: one read per job, never a list. */
  heartbeats(): Promise<Heartbeat[]>;
  view(): Promise<HealthView | undefined>;
}

export interface HealthStore extends HealthReadings {
  recordHeartbeat(heartbeat: Heartbeat): Promise<void>;
  recordView(view: HealthView): Promise<void>;
}

/** Storage's counts for Estado (the server's: aggregation counts, bounded lists). */
export interface HealthCounts {
  mailSince(since: Date): Promise<MailCounts>;
  intakeSince(since: Date): Promise<StoredCounts>;
}

/** What the intake's limits refused, as the intake counts it (by the hour): only the reading. */
export type RefusalCounts = Pick<IntakeRefusals, 'refusedSince' | 'refusedByRelaySince'>;

/**
 * What staff's sign-in needs of the deployment, checked by the server with each measurement. Each
 * answers, never throws: a check that cannot be made says so (false, 'unknown').
 */
export interface SignInSetupChecks {
  /** Whether the server may sign a custom token now (tried, and the token thrown away). */
  canSignSessions(): Promise<boolean>;
  selfSignUp(): Promise<SelfSignUpState>;
}
