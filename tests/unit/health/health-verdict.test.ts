import { describe, expect, it } from 'vitest';
import { heartbeatOf, type Heartbeat } from '../../../src/health/domain/heartbeat';
import type { HealthView } from '../../../src/health/domain/health-view';
import { actNowConcerns, MAIL_FAILING_ALERT_MS } from '../../../src/health/domain/health-verdict';
import { JOB_SCHEDULES, SCHEDULED_JOBS } from '../../../src/health/domain/scheduled-jobs';
import type { SelfSignUpState } from '../../../src/health/domain/sign-in-setup';
import { systemHealthOf } from '../../../src/health/domain/system-health';

const MINUTE = 60_000;
const now = new Date('2026-11-26T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

/** A quiet week: mail goes out (a couple waiting for their retry is the outbox working). */
function quietView(changes: Partial<HealthView['mail']> = {}): HealthView {
  return {
    measuredAt: ago(2 * MINUTE),
    mail: {
      sent: 41,
      retrying: 2,
      givenUp: 0,
      lastErrorCode: 'MAIL_UNREACHABLE',
      lastErrorAt: ago(25 * MINUTE),
      lastSentAt: ago(4 * MINUTE),
      givenUpReceipts: [],
      failingSince: null,
      ...changes,
    },
    intake: { stored: 6, refused: 3, markedForReview: 1, refusedByRelay: 0 },
  };
}

/** Every job ran a minute ago, well, except those given. */
function beats(changes: Partial<Record<(typeof SCHEDULED_JOBS)[number], Heartbeat>> = {}) {
  return SCHEDULED_JOBS.map((job) => changes[job] ?? heartbeatOf(job, 'ok', ago(MINUTE)));
}

/** The outbox's job ran so that its deadline (due time plus grace) is `offset` ms from now. */
function outboxDeadlineIn(offset: number): Heartbeat {
  const { graceMs } = JOB_SCHEDULES.retryQueuedMail;
  const ranAt = new Date(now.getTime() + offset - graceMs - 5 * MINUTE);
  return heartbeatOf('retryQueuedMail', 'ok', ranAt);
}

const verdictOf = (view: HealthView | undefined, heartbeats: Heartbeat[]) =>
  systemHealthOf(view, heartbeats, now).verdict;

describe("Estado's verdict: all well, look at this, act now", () => {
  it('is all well with mail going out, retries waiting, nothing given up and every job on time', () => {
    expect(verdictOf(quietView(), beats())).toEqual({ level: 'bien', concerns: [] });
  });

  it('is all well while a job has never run: its first due time has not come since the deploy', () => {
    const heartbeats = beats().filter(({ job }) => job !== 'monthlyPurge');
    expect(verdictOf(quietView(), heartbeats).level).toBe('bien');
  });

  it('asks to look, not act, while e-mail has failed for an hour or less (exactly an hour included)', () => {
    const since = ago(MAIL_FAILING_ALERT_MS);
    const verdict = verdictOf(quietView({ failingSince: since }), beats());
    expect(verdict.level).toBe('revisar');
    expect(verdict.concerns).toEqual([
      { kind: 'correo-fallando', level: 'revisar', since, code: 'MAIL_UNREACHABLE' },
    ]);
    expect(actNowConcerns(verdict)).toEqual([]);
  });

  it('says act now once e-mail has failed for more than an hour, with the code that says whom to tell', () => {
    const since = ago(MAIL_FAILING_ALERT_MS + 1);
    const verdict = verdictOf(
      quietView({ failingSince: since, lastErrorCode: 'MAIL_AUTH_FAILED' }),
      beats(),
    );
    expect(verdict.level).toBe('actuar');
    expect(actNowConcerns(verdict)).toEqual([
      { kind: 'correo-fallando', level: 'actuar', since, code: 'MAIL_AUTH_FAILED' },
    ]);
  });

  it('keeps a job on time up to its due time plus grace, and says act now a moment past it', () => {
    expect(verdictOf(quietView(), beats({ retryQueuedMail: outboxDeadlineIn(0) })).level).toBe(
      'bien',
    );
    const late = outboxDeadlineIn(-1);
    const verdict = verdictOf(quietView(), beats({ retryQueuedMail: late }));
    expect(verdict.level).toBe('actuar');
    expect(verdict.concerns).toEqual([
      { kind: 'tarea-atrasada', level: 'actuar', job: 'retryQueuedMail', dueAt: late.nextDueAt },
    ]);
  });

  it('asks to look when a job failed its last run but is not late: the next run may mend it', () => {
    const failed = heartbeatOf('dailyDigest', 'failed', ago(MINUTE));
    const verdict = verdictOf(quietView(), beats({ dailyDigest: failed }));
    expect(verdict).toEqual({
      level: 'revisar',
      concerns: [
        { kind: 'tarea-fallida', level: 'revisar', job: 'dailyDigest', ranAt: ago(MINUTE) },
      ],
    });
  });

  it('asks to look from the first receipt given up (the office calls that applicant), not before', () => {
    const noneGivenUp = verdictOf(quietView({ givenUp: 0, givenUpReceipts: [] }), beats());
    expect(noneGivenUp.level).toBe('bien');
    const one = verdictOf(quietView({ givenUp: 1, givenUpReceipts: ['SOL4821'] }), beats());
    expect(one).toEqual({
      level: 'revisar',
      concerns: [{ kind: 'acuses-abandonados', level: 'revisar', receipts: ['SOL4821'] }],
    });
  });

  it('asks to look before the first measurement', () => {
    expect(verdictOf(undefined, beats())).toEqual({
      level: 'revisar',
      concerns: [{ kind: 'sin-medicion', level: 'revisar' }],
    });
  });

  it('is as bad as its worst concern, and lists the act-now ones first', () => {
    const late = outboxDeadlineIn(-1);
    const verdict = verdictOf(
      quietView({ givenUp: 1, givenUpReceipts: ['SOL4821'], failingSince: ago(5 * MINUTE) }),
      beats({
        dailyDigest: heartbeatOf('dailyDigest', 'failed', ago(MINUTE)),
        retryQueuedMail: late,
      }),
    );
    expect(verdict.level).toBe('actuar');
    expect(verdict.concerns.map(({ kind, level }) => `${level} ${kind}`)).toEqual([
      'actuar tarea-atrasada',
      'revisar correo-fallando',
      'revisar tarea-fallida',
      'revisar acuses-abandonados',
    ]);
    expect(actNowConcerns(verdict).map(({ kind }) => kind)).toEqual(['tarea-atrasada']);
  });

  it("says act now when the server cannot sign the passkey's session, or self sign-up is open", () => {
    const signIn = (canSignSessions: boolean, selfSignUp: SelfSignUpState): HealthView => ({
      ...quietView(),
      signIn: { canSignSessions, selfSignUp },
    });
    expect(verdictOf(signIn(true, 'closed'), beats())).toEqual({ level: 'bien', concerns: [] });
    // The emulators' Auth has nothing to close.
    expect(verdictOf(signIn(true, 'not-applicable'), beats()).level).toBe('bien');
    expect(verdictOf(signIn(false, 'closed'), beats())).toEqual({
      level: 'actuar',
      concerns: [{ kind: 'sesion-sin-firma', level: 'actuar' }],
    });
    expect(actNowConcerns(verdictOf(signIn(true, 'open'), beats()))).toEqual([
      { kind: 'registro-abierto', level: 'actuar' },
    ]);
    expect(verdictOf(signIn(true, 'unknown'), beats())).toEqual({
      level: 'revisar',
      concerns: [{ kind: 'registro-sin-leer', level: 'revisar' }],
    });
  });
});
