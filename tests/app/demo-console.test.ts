import { describe, expect, it, vi } from 'vitest';
import { createContainer, resolvePublicUseCases } from '../../src/pages/public/container';
import { submissionPorts } from '../../src/submission/submission-module';
import { exposeDemoConsole } from '../../src/pages/public/demo-console';
import type { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { validForm } from '../support/application-fixtures';
import { fixedClock, randomDrawing } from '../support/deterministic';

describe('demo console', () => {
  it('shows saved applications as a table on request, and logs nothing by itself', async () => {
    const table = vi.spyOn(console, 'table').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const container = createContainer(
      { storage: 'memory' },
      { random: randomDrawing(2024), clock: fixedClock() },
    );
    const target: Record<string, unknown> = {};
    const store = container.get(
      submissionPorts.applicationRepository,
    ) as InMemoryApplicationRepository;
    exposeDemoConsole(async () => store.savedApplications(), target);

    await resolvePublicUseCases(container).submitApplication.execute({ form: validForm() });
    expect(table).not.toHaveBeenCalled();

    await (target.primerPasoDemo as { solicitudes(): Promise<void> }).solicitudes();
    expect(table).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'SOL2024', first_name: 'Ana María' }),
    ]);
  });
});
