import 'reflect-metadata';
import { Container } from 'inversify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { timerWaitUntil } from '../../src/shared/adapters/timer-wait-until';
import type { RandomSource } from '../../src/shared/domain/random-source';
import { resolveUseCases } from '../../src/shared/wiring/container-module';
import { kernelModule } from '../../src/shared/wiring/kernel-module';
import { DEFAULT_INTAKE_LIMITS } from '../../src/submission/domain/intake-limits';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { AdminIntakeRefusals } from '../../src/submission/adapters/server/admin-intake-refusals';
import { AdminEarlierApplications } from '../../src/applications/adapters/server/admin-earlier-applications';
import { AdminIntakeReplies } from '../../src/submission/adapters/server/admin-intake-replies';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { AdminTakenNumbers } from '../../src/applications/adapters/server/admin-taken-numbers';
import { answerIntake } from '../../src/submission/adapters/server/answer-intake';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { INTAKE_DEADLINE_MS } from '../../src/submission/domain/intake-deadline';
import type { TakenNumbers } from '../../src/applications/domain/taken-numbers';
import { intakeModule, intakeUseCases } from '../../src/submission/intake-module';
import { submissionModule } from '../../src/submission/submission-module';
import { validForm } from '../support/application-fixtures';
import { allApplicationIdsBut, pickedAtRandom, seededRandom } from '../support/deterministic';
import { loggedText } from '../support/logged-text';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('full-id-space');
beforeEach(() => env.project.admin.clear());

/** Seeding 9,000 documents is set-up, not the product; each answer's own bound is asserted. */
const SEEDING_TIMEOUT_MS = 120_000;

/**
 * The intake as src/server/submission/intake-composition.ts composes it (the Admin adapters, the sweep's
 * included), with the held numbers' reads counted; and the endpoint's answer to one request.
 */
function server(random: RandomSource) {
  const reads = { count: 0 };
  const adminTaken = new AdminTakenNumbers(env.db);
  const takenNumbers: TakenNumbers = {
    takenFrom: (from, limit) => (reads.count++, adminTaken.takenFrom(from, limit)),
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ randomSource: random, clock: new SystemClock() }),
    submissionModule({
      applicationRepository: new AdminApplicationRepository(env.db),
      takenNumbers,
    }),
    intakeModule({
      intakeLedger: new AdminIntakeLedger(env.db),
      addressKeys: new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'),
      reviewMarks: new AdminReviewMarks(env.db),
      earlierApplications: new AdminEarlierApplications(env.db),
      intakeReplies: new AdminIntakeReplies(env.db),
      arrivalListener: { arrived: async () => undefined },
      intakeLimits: DEFAULT_INTAKE_LIMITS,
      intakeRefusals: new AdminIntakeRefusals(env.db),
      // No status links here: tests/emulator/status-pages.test.ts has them.
      statusLinkIssuer: undefined,
      intakeWait: timerWaitUntil(new SystemClock()),
    }),
  );
  const { receiveApplication } = resolveUseCases(container, intakeUseCases);
  let sent = 0;
  const post = async (first_name: string) => {
    sent += 1;
    const started = performance.now();
    const answer = await answerIntake(
      {
        body: { form: validForm({ first_name }), honeypot: '' },
        deadline: new Date(Date.now() + INTAKE_DEADLINE_MS),
        address: `203.0.113.${sent}`,
        appCheckToken: undefined,
      },
      receiveApplication,
    );
    return { answer, tookMs: performance.now() - started };
  };
  return { post, reads };
}

const storedId = (answer: { outcome: string; id?: string }) =>
  answer.outcome === 'stored' ? (answer.id as ApplicationId) : undefined;

describe("the server's intake in a nearly full id space (emulator, the Admin SDK)", () => {
  it(
    'takes submit after submit with 95 % of the numbers taken, sweeping when all 20 draws hit taken ones',
    async () => {
      const taken = pickedAtRandom(8550, 2026);
      await env.project.admin.seed(taken);
      const { post, reads } = server(seededRandom(16));

      const ids: ApplicationId[] = [];
      for (let n = 1; n <= 8; n++) {
        const { answer, tookMs } = await post(`Nueva ${n}`);
        expect(answer.outcome).toBe('stored');
        expect(tookMs).toBeLessThan(INTAKE_DEADLINE_MS);
        ids.push(storedId(answer)!);
      }

      expect(new Set([...taken, ...ids]).size).toBe(8550 + 8);
      for (const [index, id] of ids.entries())
        expect((await env.project.admin.read(id))?.first_name).toBe(`Nueva ${index + 1}`);
      // At this fullness about one submit in three needs the sweep; this seed's draws did.
      expect(reads.count).toBeGreaterThan(0);
    },
    SEEDING_TIMEOUT_MS,
  );

  it(
    "finds the one number left, then refuses the full space with today's failure, overwriting nothing",
    async () => {
      await env.project.admin.seed(allApplicationIdsBut('SOL7777'));
      const { post } = server(seededRandom(5));
      const failure = vi.spyOn(console, 'error').mockImplementation(() => undefined);

      const last = await post('Última');
      expect(storedId(last.answer)).toBe('SOL7777');
      expect(last.tookMs).toBeLessThan(INTAKE_DEADLINE_MS);

      const refused = await post('Sin lugar');
      expect(refused.answer).toEqual({ outcome: 'failed' });
      expect(refused.tookMs).toBeLessThan(INTAKE_DEADLINE_MS);
      expect(loggedText(failure)).toContain('ApplicationIdsExhaustedError');

      const applications = env.db.collection(APPLICATIONS_COLLECTION);
      expect((await applications.count().get()).data().count).toBe(9000);
      expect((await applications.where('first_name', '==', 'Sin lugar').get()).empty).toBe(true);
      expect((await env.project.admin.read('SOL7777'))?.first_name).toBe('Última');
    },
    SEEDING_TIMEOUT_MS,
  );
});
