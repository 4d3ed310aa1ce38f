import { describe, expect, it } from 'vitest';
import { createContainer, resolvePublicUseCases } from '../../src/pages/public/container';
import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { submissionPorts } from '../../src/submission/submission-module';
import { storedApplication, validForm } from '../support/application-fixtures';
import { allApplicationIds, fixedClock, seededRandom } from '../support/deterministic';

describe("the demo page's container", () => {
  it('binds its in-memory store as the held numbers too, so a nearly full store still takes a submit', async () => {
    const store = new InMemoryApplicationRepository();
    for (const id of allApplicationIds().filter((id) => id !== 'SOL1234'))
      await store.create(storedApplication(id));
    const container = createContainer(
      { storage: 'memory' },
      { repository: store, random: seededRandom(3), clock: fixedClock() },
    );

    expect(container.get(submissionPorts.takenNumbers)).toBe(store);
    const { id } = await resolvePublicUseCases(container).submitApplication.execute({
      form: validForm(),
    });
    expect(id).toBe('SOL1234');
  });

  it('binds none for a repository that cannot tell: a submit there only draws', () => {
    const container = createContainer(
      { storage: 'memory' },
      { repository: { create: async () => 'created' }, clock: fixedClock() },
    );

    expect(container.get(submissionPorts.takenNumbers)).toBeUndefined();
  });
});
