import { describe, expect, it } from 'vitest';
import { SubmitApplication } from '../../../src/submission/application/submit-application';
import {
  MAX_APPLICATION_ID_ATTEMPTS,
  type ApplicationId,
} from '../../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../../src/submission/domain/application-repository';
import {
  ApplicationIdsExhaustedError,
  InvalidApplicationError,
} from '../../../src/submission/domain/submission-errors';
import {
  FIELD_REQUIRED,
  INVALID_DUI,
} from '../../../src/submission/domain/rules/validation-messages';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import {
  newlySaved,
  storedApplication,
  UnreachableRepository,
  validForm,
} from '../../support/application-fixtures';
import {
  allApplicationIds,
  fixedClock,
  randomDrawing,
  seededRandom,
} from '../../support/deterministic';

async function repositoryHolding(ids: Iterable<ApplicationId>) {
  const repository = new InMemoryApplicationRepository();
  for (const id of ids)
    await repository.create(storedApplication(id, { first_name: `Ocupado ${id}` }));
  return repository;
}

describe('SubmitApplication', () => {
  it('saves the form plus id, isAssociated false, status true, alert true and the date (spec §3)', async () => {
    const repository = new InMemoryApplicationRepository();
    const submit = new SubmitApplication(
      repository,
      randomDrawing(4821),
      fixedClock('2026-03-14T15:09:26.000Z'),
    );

    const result = await submit.execute({ form: validForm({ first_name: '  Ana María ' }) });

    expect(result).toEqual({ id: 'SOL4821', submittedAt: new Date('2026-03-14T15:09:26.000Z') });
    expect(repository.savedApplications()).toEqual([
      newlySaved('SOL4821', new Date('2026-03-14T15:09:26.000Z')),
    ]);
  });

  it('returns the very moment it saved, however many numbers it had to try', async () => {
    const repository = await repositoryHolding(['SOL1111']);
    let tick = 0;
    const advancingClock = { now: () => new Date(Date.UTC(2026, 2, 14, 15, 9, tick++)) };

    const result = await new SubmitApplication(
      repository,
      randomDrawing(1111, 2222),
      advancingClock,
    ).execute({ form: validForm() });

    const saved = repository
      .savedApplications()
      .find((application) => application.id === 'SOL2222');
    expect(result).toEqual({ id: 'SOL2222', submittedAt: saved?.date });
  });

  it('checks the rules (the one check in the browser that counts: no server behind it) and saves nothing for an invalid form', async () => {
    const repository = new InMemoryApplicationRepository();
    const submit = new SubmitApplication(repository, seededRandom(1), fixedClock());

    const attempt = submit.execute({ form: validForm({ dui: '02495046-4', terms: false }) });

    await expect(attempt).rejects.toEqual(
      new InvalidApplicationError(['dui', 'terms'], { dui: INVALID_DUI, terms: FIELD_REQUIRED }),
    );
    expect(repository.savedApplications()).toEqual([]);
  });

  it('draws again while the candidate is taken (spec §7.1)', async () => {
    const repository = await repositoryHolding(['SOL1111', 'SOL2222']);
    const random = randomDrawing(1111, 2222, 3333);

    const result = await new SubmitApplication(repository, random, fixedClock()).execute({
      form: validForm(),
    });

    expect(result.id).toBe('SOL3333');
    expect(random.draws).toBe(3);
  });

  it('still finds the free number in a nearly full id space', async () => {
    const everyIdButOne = allApplicationIds().filter((id) => id !== 'SOL5000');
    const repository = await repositoryHolding(everyIdButOne);
    const random = randomDrawing(1234, 9999, 5000);

    const result = await new SubmitApplication(repository, random, fixedClock()).execute({
      form: validForm(),
    });

    expect(result.id).toBe('SOL5000');
    expect(repository.savedApplications()).toHaveLength(9000);
  });

  it('gives up after the capped number of attempts in a full id space, overwriting nothing', async () => {
    const repository = await repositoryHolding(allApplicationIds());
    const before = repository.savedApplications();
    const random = seededRandom(99);

    const attempt = new SubmitApplication(repository, random, fixedClock()).execute({
      form: validForm({ first_name: 'Nueva' }),
    });

    await expect(attempt).rejects.toBeInstanceOf(ApplicationIdsExhaustedError);
    expect(repository.savedApplications()).toEqual(before);
  });

  it('makes exactly the capped number of attempts', async () => {
    let creates = 0;
    const alwaysTaken: ApplicationRepository = { create: async () => (creates++, 'id-taken') };
    const attempt = new SubmitApplication(alwaysTaken, seededRandom(5), fixedClock()).execute({
      form: validForm(),
    });
    await expect(attempt).rejects.toEqual(
      new ApplicationIdsExhaustedError(MAX_APPLICATION_ID_ATTEMPTS),
    );
    expect(creates).toBe(MAX_APPLICATION_ID_ATTEMPTS);
  });

  it('saves with a single call to storage when the first number is free', async () => {
    const inner = new InMemoryApplicationRepository();
    let calls = 0;
    const counting: ApplicationRepository = {
      create: (application) => (calls++, inner.create(application)),
    };
    await new SubmitApplication(counting, randomDrawing(2468), fixedClock()).execute({
      form: validForm(),
    });
    expect(calls).toBe(1);
  });

  it('answers a filled honeypot like a success and saves nothing', async () => {
    const repository = new InMemoryApplicationRepository();
    const submit = new SubmitApplication(repository, randomDrawing(7777), fixedClock());

    await expect(
      submit.execute({ form: validForm(), honeypot: 'https://spam.example' }),
    ).resolves.toEqual({
      id: 'SOL7777',
      submittedAt: fixedClock().now(),
    });

    expect(repository.savedApplications()).toEqual([]);
  });

  it('ignores an empty or blank honeypot', async () => {
    const repository = new InMemoryApplicationRepository();
    await new SubmitApplication(repository, randomDrawing(1234), fixedClock()).execute({
      form: validForm(),
      honeypot: '  ',
    });
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('passes storage failures on to the caller', async () => {
    const attempt = new SubmitApplication(
      new UnreachableRepository(),
      seededRandom(3),
      fixedClock(),
    ).execute({ form: validForm() });
    await expect(attempt).rejects.toThrow('storage unreachable');
  });
});
