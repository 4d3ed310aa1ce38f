import type { Clock } from '../../shared/domain/clock';
import type {
  HealthCounts,
  HealthStore,
  RefusalCounts,
  SignInSetupChecks,
} from '../domain/health-ports';
import {
  failingSince,
  INTAKE_WINDOW_MS,
  MAIL_WINDOW_MS,
  type HealthView,
} from '../domain/health-view';

/**
 * The server's measurement for Estado, after each run of the outbox's schedule: the last 7 days of
 * e-mail and the last 24 hours of the intake (stored, refused by its limits, marked for review),
 * in counts, and since when e-mail has been failing; and whether staff's sign-in has what it
 * needs of the deployment (the server may sign the passkey's session, self sign-up is closed).
 */
export class RefreshHealthView {
  constructor(
    private readonly store: HealthStore,
    private readonly counts: HealthCounts,
    private readonly refusals: RefusalCounts,
    private readonly signInChecks: SignInSetupChecks,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<HealthView> {
    const now = this.clock.now();
    const intakeSince = new Date(now.getTime() - INTAKE_WINDOW_MS);
    const [previous, mail, stored, refused, refusedByRelay, canSignSessions, selfSignUp] =
      await Promise.all([
        this.store.view(),
        this.counts.mailSince(new Date(now.getTime() - MAIL_WINDOW_MS)),
        this.counts.intakeSince(intakeSince),
        this.refusals.refusedSince(intakeSince),
        this.refusals.refusedByRelaySince(intakeSince),
        this.signInChecks.canSignSessions(),
        this.signInChecks.selfSignUp(),
      ]);
    const view: HealthView = {
      measuredAt: now,
      mail: { ...mail, failingSince: failingSince(mail, previous) },
      intake: { ...stored, refused, refusedByRelay },
      signIn: { canSignSessions, selfSignUp },
    };
    await this.store.recordView(view);
    return view;
  }
}
