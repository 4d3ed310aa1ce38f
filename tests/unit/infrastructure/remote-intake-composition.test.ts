// @vitest-environment jsdom
// The page's intake client posts to the page's own origin (location), which jsdom gives it.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { composeRemoteIntake } from '../../../src/pages/public/remote-intake';
import { validForm } from '../../support/application-fixtures';
import { networkTripwire } from '../../support/network-tripwire';

describe('the public page composed with a server (composeRemoteIntake)', () => {
  it('marks what the server stored, link or not, so the receipt offers Perdí el enlace', async () => {
    networkTripwire.answer(
      http.post('*/api/solicitudes', () =>
        HttpResponse.json(
          { outcome: 'stored', id: 'SOL4821', submittedAt: '2026-03-14T15:09:26.000Z' },
          { status: 201 },
        ),
      ),
    );
    const { submitApplication } = composeRemoteIntake({ projectId: 'demo-primer-paso' });

    expect(await submitApplication.execute({ form: validForm() })).toEqual({
      id: 'SOL4821',
      submittedAt: new Date('2026-03-14T15:09:26.000Z'),
      viaServer: true,
    });
  });
});
