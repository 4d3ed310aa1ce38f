import { describe, expect, it } from 'vitest';
import { SubmitApplication } from '../../src/submission/application/submit-application';
import { DeferredSubmitApplication } from '../../src/pages/public/deferred-submit-application';
import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { validForm } from '../support/application-fixtures';
import { fixedClock, randomDrawing } from '../support/deterministic';

function loaderOf(repository: InMemoryApplicationRepository, failures = 0) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls += 1;
      if (loader.calls <= failures) throw new Error('chunk failed to load');
      return new SubmitApplication(repository, randomDrawing(3141), fixedClock());
    },
  };
  return loader;
}

describe('DeferredSubmitApplication', () => {
  it('loads the composition root only when the form is reached, once', async () => {
    const repository = new InMemoryApplicationRepository();
    const loader = loaderOf(repository);
    const deferred = new DeferredSubmitApplication(loader.load);
    expect(loader.calls).toBe(0);

    deferred.prepare();
    deferred.prepare();
    await expect(deferred.execute({ form: validForm() })).resolves.toEqual({
      id: 'SOL3141',
      submittedAt: fixedClock().now(),
    });

    expect(loader.calls).toBe(1);
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('passes the honeypot on to the use case', async () => {
    const repository = new InMemoryApplicationRepository();
    await new DeferredSubmitApplication(loaderOf(repository).load).execute({
      form: validForm(),
      honeypot: 'bot',
    });
    expect(repository.savedApplications()).toEqual([]);
  });

  it('reports a failed load to the submit, and loads again on the next one', async () => {
    const repository = new InMemoryApplicationRepository();
    const deferred = new DeferredSubmitApplication(loaderOf(repository, 1).load);

    await expect(deferred.execute({ form: validForm() })).rejects.toThrow('chunk failed to load');
    await expect(deferred.execute({ form: validForm() })).resolves.toEqual({
      id: 'SOL3141',
      submittedAt: fixedClock().now(),
    });
  });
});
