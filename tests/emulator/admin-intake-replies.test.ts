import 'reflect-metadata';
import { Timestamp } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { INTAKE_REPLIES_COLLECTION } from '../../src/submission/adapters/submission-collections';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { timerWaitUntil } from '../../src/shared/adapters/timer-wait-until';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { resolveUseCases } from '../../src/shared/wiring/container-module';
import { kernelModule } from '../../src/shared/wiring/kernel-module';
import { DEFAULT_INTAKE_LIMITS } from '../../src/submission/domain/intake-limits';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { AdminEarlierApplications } from '../../src/applications/adapters/server/admin-earlier-applications';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { AdminIntakeRefusals } from '../../src/submission/adapters/server/admin-intake-refusals';
import { AdminIntakeReplies } from '../../src/submission/adapters/server/admin-intake-replies';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { answerIntake } from '../../src/submission/adapters/server/answer-intake';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import type { Application } from '../../src/applications/domain/stored-application';
import { INTAKE_DEADLINE_MS } from '../../src/submission/domain/intake-deadline';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { intakeModule, intakeUseCases } from '../../src/submission/intake-module';
import { submissionModule } from '../../src/submission/submission-module';
import { describeIntakeRepliesContract } from '../contract/intake-replies-contract';
import { storedApplication, validForm } from '../support/application-fixtures';
import { seededRandom } from '../support/deterministic';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('intake-replies');

const storedIds = async () =>
  (await env.project.admin.list()).map(({ id }) => id as ApplicationId).sort();

describeIntakeRepliesContract(
  "AdminApplicationRepository with AdminIntakeReplies (emulator, the server's SDK)",
  async () => {
    await env.project.admin.clear();
    return {
      repository: new AdminApplicationRepository(env.db),
      replies: new AdminIntakeReplies(env.db),
      storedIds,
    };
  },
);

describe('IntakeReplies in Firestore', () => {
  it("keeps only the number, the moment and the TTL's field: no key, no personal data", async () => {
    await env.project.admin.clear();
    const expireAt = new Date('2026-01-03T03:04:05.000Z');
    await new AdminApplicationRepository(env.db).create(storedApplication('SOL1234'), {
      key: 'hash-de-la-clave',
      expireAt,
    });

    const stored = await env.db.collection(INTAKE_REPLIES_COLLECTION).doc('hash-de-la-clave').get();
    expect(stored.data()).toEqual({
      applicationId: 'SOL1234',
      submittedAt: Timestamp.fromDate(new Date('2026-01-02T03:04:05.000Z')),
      expireAt: Timestamp.fromDate(expireAt),
    });
  });

  it('refuses a reply it cannot read, naming the field', async () => {
    await env.project.admin.clear();
    await env.db.collection(INTAKE_REPLIES_COLLECTION).doc('rota').set({ applicationId: 1234 });

    await expect(new AdminIntakeReplies(env.db).replyFor('rota')).rejects.toBeInstanceOf(
      MalformedDocumentError,
    );
  });
});

/** The intake as src/server/submission/intake-composition.ts composes it, with the arrivals it announced. */
function server() {
  const announced: ApplicationId[] = [];
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ randomSource: seededRandom(7), clock: new SystemClock() }),
    submissionModule({
      applicationRepository: new AdminApplicationRepository(env.db),
      takenNumbers: undefined,
    }),
    intakeModule({
      intakeLedger: new AdminIntakeLedger(env.db),
      addressKeys: new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'),
      reviewMarks: new AdminReviewMarks(env.db),
      earlierApplications: new AdminEarlierApplications(env.db),
      intakeReplies: new AdminIntakeReplies(env.db),
      arrivalListener: {
        arrived: async (application: Application) => void announced.push(application.id),
      },
      intakeLimits: DEFAULT_INTAKE_LIMITS,
      intakeRefusals: new AdminIntakeRefusals(env.db),
      // No status links here: tests/emulator/status-pages.test.ts has them.
      statusLinkIssuer: undefined,
      intakeWait: timerWaitUntil(new SystemClock()),
    }),
  );
  const { receiveApplication } = resolveUseCases(container, intakeUseCases);
  const post = (idempotencyKey: string) =>
    answerIntake(
      {
        body: { form: validForm(), honeypot: '' },
        deadline: new Date(Date.now() + INTAKE_DEADLINE_MS),
        address: '203.0.113.7',
        appCheckToken: undefined,
        idempotencyKey,
      },
      receiveApplication,
    );
  return { post, announced };
}

describe('the intake on Firestore, one form sent twice under one Idempotency-Key', () => {
  const KEY = '0123456789abcdef0123456789abcdef';

  it('stores one application and answers both requests with its number, even when they race', async () => {
    await env.project.admin.clear();
    const { post, announced } = server();

    const answers = await Promise.all([post(KEY), post(KEY)]);

    const [stored] = await storedIds();
    expect(await storedIds()).toEqual([stored]);
    expect(answers).toEqual([
      expect.objectContaining({ outcome: 'stored', id: stored }),
      expect.objectContaining({ outcome: 'stored', id: stored }),
    ]);
    expect(answers[0]).toEqual(answers[1]);
    expect(announced).toEqual([stored]);
  });

  it('answers a later repeat from the stored reply, and another key stores another application', async () => {
    await env.project.admin.clear();
    const { post } = server();
    const first = await post(KEY);

    expect(await post(KEY)).toEqual(first);
    expect(await storedIds()).toHaveLength(1);

    const other = await post('fedcba9876543210fedcba9876543210');
    expect(other).toMatchObject({ outcome: 'stored' });
    expect(other).not.toMatchObject({ id: (first as { id: string }).id });
    expect(await storedIds()).toHaveLength(2);
  });
});
