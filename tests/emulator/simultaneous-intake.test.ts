import 'reflect-metadata';
import { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CryptoRandomSource } from '../../src/shared/adapters/crypto-random-source';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { timerWaitUntil } from '../../src/shared/adapters/timer-wait-until';
import { resolveUseCases } from '../../src/shared/wiring/container-module';
import { kernelModule } from '../../src/shared/wiring/kernel-module';
import { DEFAULT_INTAKE_LIMITS } from '../../src/submission/domain/intake-limits';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { AdminEarlierApplications } from '../../src/applications/adapters/server/admin-earlier-applications';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { AdminIntakeRefusals } from '../../src/submission/adapters/server/admin-intake-refusals';
import { AdminIntakeReplies } from '../../src/submission/adapters/server/admin-intake-replies';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { AdminTakenNumbers } from '../../src/applications/adapters/server/admin-taken-numbers';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import { INTAKE_DEADLINE_MS } from '../../src/submission/domain/intake-deadline';
import { intakeModule, intakeUseCases } from '../../src/submission/intake-module';
import { submissionModule } from '../../src/submission/submission-module';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { validForm } from '../support/application-fixtures';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('simultaneous-intake');
beforeEach(() => env.project.admin.clear());

/** The intake as src/server/submission/intake-composition.ts composes it, with the production limits. */
function receiveApplication() {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ randomSource: new CryptoRandomSource(), clock: new SystemClock() }),
    submissionModule({
      applicationRepository: new AdminApplicationRepository(env.db),
      takenNumbers: new AdminTakenNumbers(env.db),
    }),
    intakeModule({
      intakeLedger: new AdminIntakeLedger(env.db),
      addressKeys: new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'),
      reviewMarks: new AdminReviewMarks(env.db),
      earlierApplications: new AdminEarlierApplications(env.db),
      intakeReplies: new AdminIntakeReplies(env.db),
      arrivalListener: { arrived: async () => undefined },
      intakeLimits: DEFAULT_INTAKE_LIMITS,
      intakeWait: timerWaitUntil(new SystemClock()),
      intakeRefusals: new AdminIntakeRefusals(env.db),
      // No status links here: tests/emulator/status-pages.test.ts has them.
      statusLinkIssuer: undefined,
    }),
  );
  return resolveUseCases(container, intakeUseCases).receiveApplication;
}

describe('the intake under a burst (the counters every application writes)', () => {
  it('stores 50 simultaneous applications from 50 senders through one relay, each within its deadline', async () => {
    const receive = receiveApplication();
    // Through the site: every sender's request is relayed by the same CDN node, and every one
    // is counted by the whole intake: the counters all 50 write at once.
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, (_, sender) =>
        receive.execute({
          form: validForm(),
          honeypot: '',
          address: `203.0.113.${sender + 1}`,
          relay: '130.211.0.1',
          deadline: new Date(Date.now() + INTAKE_DEADLINE_MS),
        }),
      ),
    );

    const failures = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [String(answer.reason)] : [],
    );
    expect(failures).toEqual([]);
    const stored = await env.db.collection(APPLICATIONS_COLLECTION).count().get();
    expect(stored.data().count).toBe(50);
  }, 60_000);
});
