import { beforeEach, describe, expect, it } from 'vitest';
import { SubmitApplication } from '../../src/submission/application/submit-application';
import { AdminTakenNumbers } from '../../src/applications/adapters/server/admin-taken-numbers';
import {
  MAX_APPLICATION_ID_ATTEMPTS,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import type { TakenNumbers } from '../../src/applications/domain/taken-numbers';
import { ApplicationIdsExhaustedError } from '../../src/submission/domain/submission-errors';
import { CryptoRandomSource } from '../../src/shared/adapters/crypto-random-source';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { validForm } from '../support/application-fixtures';
import { allApplicationIds, seededRandom } from '../support/deterministic';
import { registerFirestoreTestProject } from './support/firestore-test-project';

const env = registerFirestoreTestProject('submit');
beforeEach(() => env.project.admin.clear());

/**
 * Seeding and listing thousands of documents is set-up, not the product: on a busy machine it alone
 * can pass the default 30 s. The submit's own bound is asserted inside the test as what it costs
 * (draws and the sweep's round trips), not as time, which a busy machine stretches.
 */
const SEEDING_TIMEOUT_MS = 120_000;

const submitWith = (
  repository: ApplicationRepository,
  takenNumbers: TakenNumbers = new AdminTakenNumbers(env.project.adminDb()),
) => new SubmitApplication(repository, new CryptoRandomSource(), new SystemClock(), takenNumbers);

/**
 * The server's intake stores through SubmitApplication over the Admin SDK (src/server), with the
 * sweep for a free number; tests/emulator/full-id-space.test.ts has the space nearly full.
 */
describe("SubmitApplication on Firestore (emulator, the server's Admin SDK)", () => {
  it('saves every spec field, with id as document id and the server time as date', async () => {
    const before = Date.now();
    const { id } = await submitWith(env.project.repository()).execute({ form: validForm() });

    const stored = await env.project.admin.read(id);
    const { date, ...fields } = stored ?? ({} as Record<string, unknown>);
    expect(fields).toEqual({ ...validForm(), id, isAssociated: false, status: true, alert: true });
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect((date as Date).getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('saves 50 simultaneous submissions as 50 documents with 50 distinct ids, none overwritten', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `Solicitante ${i + 1}`);

    const results = await Promise.all(
      names.map((first_name) =>
        submitWith(env.project.repository()).execute({ form: validForm({ first_name }) }),
      ),
    );

    const stored = await env.project.admin.list();
    expect(stored).toHaveLength(50);
    expect(new Set(results.map((result) => result.id)).size).toBe(50);
    expect(stored.map((document) => document.first_name).sort()).toEqual([...names].sort());
    for (const [index, result] of results.entries()) {
      expect((await env.project.admin.read(result.id))?.first_name).toBe(names[index]);
    }
  });

  it(
    'still saves when half of the id space is taken',
    async () => {
      const random = seededRandom(2026);
      const taken = allApplicationIds().filter(() => random.next() < 0.5);
      await env.project.admin.seed(taken);
      const takenSet = new Set<ApplicationId>(taken);

      for (let i = 0; i < 5; i++) {
        const { id } = await submitWith(env.project.repository()).execute({
          form: validForm({ first_name: `Nueva ${i}` }),
        });
        expect(takenSet.has(id)).toBe(false);
        expect((await env.project.admin.read(id))?.first_name).toBe(`Nueva ${i}`);
      }
      expect(await env.project.admin.list()).toHaveLength(taken.length + 5);
    },
    SEEDING_TIMEOUT_MS,
  );

  it(
    'fails as the id policy promises when every id is taken: 20 draws and a sweep of at most 13 reads, nothing overwritten',
    async () => {
      await env.project.admin.seed(allApplicationIds());
      let attempts = 0;
      const inner = env.project.repository();
      const counting: ApplicationRepository = {
        create: (application) => (attempts++, inner.create(application)),
      };
      let sweepReads = 0;
      const takenNumbers = new AdminTakenNumbers(env.project.adminDb());
      const countingSweep: TakenNumbers = {
        takenFrom: (from, limit) => (sweepReads++, takenNumbers.takenFrom(from, limit)),
      };

      await expect(
        submitWith(counting, countingSweep).execute({
          form: validForm({ first_name: 'Sin lugar' }),
        }),
      ).rejects.toBeInstanceOf(ApplicationIdsExhaustedError);

      expect(attempts).toBe(MAX_APPLICATION_ID_ATTEMPTS);
      // The sweep's pages double up to 1,000 ids (SWEEP_PAGES): the whole space in 13 queries.
      expect(sweepReads).toBeGreaterThan(0);
      expect(sweepReads).toBeLessThanOrEqual(13);
      const stored = await env.project.admin.list();
      expect(stored).toHaveLength(9000);
      expect(stored.some((document) => document.first_name === 'Sin lugar')).toBe(false);
    },
    SEEDING_TIMEOUT_MS,
  );
});
