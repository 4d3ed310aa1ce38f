import { describe, expect, it } from 'vitest';
import { StoreApplication } from '../../../src/submission/application/store-application';
import { SubmitApplication } from '../../../src/submission/application/submit-application';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import {
  MAX_APPLICATION_ID_ATTEMPTS,
  type ApplicationId,
} from '../../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../../src/submission/domain/application-repository';
import {
  IntakeDeadlineError,
  STORAGE_CALL_BUDGET_MS,
} from '../../../src/submission/domain/intake-deadline';
import { ApplicationIdsExhaustedError } from '../../../src/submission/domain/submission-errors';
import type { TakenNumbers } from '../../../src/applications/domain/taken-numbers';
import { storedApplication, validForm } from '../../support/application-fixtures';
import {
  allApplicationIds,
  allApplicationIdsBut,
  fixedClock,
  pickedAtRandom,
  randomDrawing,
  seededRandom,
} from '../../support/deterministic';

const SPACE = 9000;
/** 95 % of the space: 20 random draws all hit taken numbers about one submit in three. */
const NEARLY_FULL = 8550;

/** The in-memory store holding these ids, seen through both ports, each call counted. */
async function storeHolding(ids: Iterable<ApplicationId>) {
  const store = new InMemoryApplicationRepository();
  for (const id of ids) await store.create(storedApplication(id, { first_name: 'Ocupado' }));
  const calls = { creates: 0, reads: 0 };
  const repository: ApplicationRepository = {
    create: (application) => (calls.creates++, store.create(application)),
  };
  const takenNumbers: TakenNumbers = {
    takenFrom: (from, limit) => (calls.reads++, store.takenFrom(from, limit)),
  };
  return { store, repository, takenNumbers, calls };
}

const number = (id: ApplicationId) => Number(id.slice(3));

describe('SubmitApplication when random draws fail (the sweep for a free number)', () => {
  it('saves with 95 % of the numbers taken even when all 20 draws hit taken ones: the first free number from a random start', async () => {
    const taken = pickedAtRandom(NEARLY_FULL, 2026);
    const { store, repository, takenNumbers, calls } = await storeHolding(taken);
    const held = new Set(taken);
    const start = taken[MAX_APPLICATION_ID_ATTEMPTS]!;
    const random = randomDrawing(...taken.slice(0, MAX_APPLICATION_ID_ATTEMPTS + 1).map(number));
    const firstFree = allApplicationIds().find((id) => id > start && !held.has(id));

    const { id } = await new SubmitApplication(
      repository,
      random,
      fixedClock(),
      takenNumbers,
    ).execute({ form: validForm({ first_name: 'Nueva' }) });

    expect(id).toBe(firstFree);
    expect(calls.creates).toBe(MAX_APPLICATION_ID_ATTEMPTS + 1);
    expect(calls.reads).toBe(1);
    expect(store.savedApplications().find((saved) => saved.id === id)?.first_name).toBe('Nueva');
  });

  it('keeps saving submit after submit at 95 % full, never on a taken number', async () => {
    const taken = pickedAtRandom(NEARLY_FULL, 7);
    const { store, repository, takenNumbers, calls } = await storeHolding(taken);
    const submit = new SubmitApplication(repository, seededRandom(42), fixedClock(), takenNumbers);

    const ids = [];
    for (let n = 0; n < 40; n++) ids.push((await submit.execute({ form: validForm() })).id);

    expect(new Set([...taken, ...ids]).size).toBe(NEARLY_FULL + 40);
    expect(store.savedApplications()).toHaveLength(NEARLY_FULL + 40);
    // Some of the 40 needed the sweep (about one in three, at this fullness).
    expect(calls.reads).toBeGreaterThan(0);
  });

  it('finds the one free number left', async () => {
    const { store, repository, takenNumbers } = await storeHolding(allApplicationIdsBut('SOL5000'));

    const { id } = await new SubmitApplication(
      repository,
      seededRandom(9),
      fixedClock(),
      takenNumbers,
    ).execute({ form: validForm({ first_name: 'Última' }) });

    expect(id).toBe('SOL5000');
    expect(store.savedApplications()).toHaveLength(SPACE);
  });

  it('refuses a full space only after sweeping all of it once, as it refused before, overwriting nothing', async () => {
    const { store, repository, takenNumbers, calls } = await storeHolding(allApplicationIds());
    const before = store.savedApplications();

    const attempt = new SubmitApplication(
      repository,
      seededRandom(99),
      fixedClock(),
      takenNumbers,
    ).execute({ form: validForm({ first_name: 'Sin lugar' }) });

    await expect(attempt).rejects.toEqual(
      new ApplicationIdsExhaustedError(MAX_APPLICATION_ID_ATTEMPTS),
    );
    expect(store.savedApplications()).toEqual(before);
    expect(calls.reads).toBeGreaterThan(10);
    expect(calls.reads).toBeLessThanOrEqual(13);
  });

  it('goes on to the next free number when another submit takes the one it found first', async () => {
    const { store, takenNumbers } = await storeHolding(allApplicationIdsBut('SOL5000', 'SOL6000'));
    const racing: ApplicationRepository = {
      async create(application) {
        if (application.id === 'SOL5000')
          await store.create(storedApplication('SOL5000', { first_name: 'La otra' }));
        return store.create(application);
      },
    };

    const { id } = await new SubmitApplication(
      racing,
      randomDrawing(1000),
      fixedClock(),
      takenNumbers,
    ).execute({ form: validForm({ first_name: 'Esta' }) });

    expect(id).toBe('SOL6000');
    const byId = new Map(store.savedApplications().map((saved) => [saved.id, saved.first_name]));
    expect(byId.get('SOL5000')).toBe('La otra');
    expect(byId.get('SOL6000')).toBe('Esta');
  });

  it("stops sweeping, saving nothing, once another storage call could end past the server's deadline", async () => {
    const { store, takenNumbers: fast } = await storeHolding(allApplicationIdsBut('SOL9999'));
    let now = fixedClock().now().getTime();
    const clock = { now: () => new Date(now) };
    let reads = 0;
    // Each page takes a second to come back.
    const slow: TakenNumbers = {
      takenFrom: (from, limit) => ((now += 1000), reads++, fast.takenFrom(from, limit)),
    };
    const deadline = new Date(now + STORAGE_CALL_BUDGET_MS + 3_500);

    // The deadline is the server's: its intake stores through StoreApplication, as this does.
    const attempt = new StoreApplication(store, randomDrawing(1000), clock, slow).execute({
      form: validForm(),
      arrival: { stage: 'nueva' },
      deadline,
    });

    await expect(attempt).rejects.toBeInstanceOf(IntakeDeadlineError);
    expect(reads).toBe(4);
    expect(store.savedApplications()).toHaveLength(SPACE - 1);
  });
});
