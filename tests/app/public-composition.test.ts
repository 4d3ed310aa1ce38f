import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPublicComposition } from '../../src/pages/public/composition';
import { validForm } from '../support/application-fixtures';
import { networkTripwire } from '../support/network-tripwire';

/**
 * The site's intake, faked at the wire by the tripwire's own server
 * (tests/support/network-tripwire.ts): anything but the intake still fails the test.
 */
let received: { url: string; body: unknown }[] = [];
beforeEach(() =>
  networkTripwire.answer(
    http.post('*/api/solicitudes', async ({ request }) => {
      received.push({ url: request.url, body: await request.json() });
      return HttpResponse.json(
        { outcome: 'stored', id: 'SOL4821', submittedAt: '2026-03-14T15:09:26.000Z' },
        { status: 201 },
      );
    }),
  ),
);
afterEach(() => {
  vi.unstubAllEnvs();
  received = [];
});

describe("the public page's composition", () => {
  it("with a server, sends the form to the site's intake and keeps nothing in the browser", async () => {
    // As a build with VITE_STORAGE=firestore has it (the composition is chosen at build time).
    vi.stubEnv('VITE_STORAGE', 'firestore');
    const composition = await loadPublicComposition({
      storage: 'firestore',
      firebase: { projectId: 'coop-primer-paso', apiKey: 'AIzaSyExample', appId: '1:123:web:abc' },
    });

    const submitted = await composition.submitApplication.execute(validForm());

    expect(submitted).toEqual({
      id: 'SOL4821',
      submittedAt: new Date('2026-03-14T15:09:26.000Z'),
    });
    expect(received).toEqual([
      { url: `${location.origin}/api/solicitudes`, body: { form: validForm(), honeypot: '' } },
    ]);
    expect(composition.savedApplications).toBeUndefined();
  });

  it('in demo mode, stores the application in the browser and sends nothing', async () => {
    const composition = await loadPublicComposition({ storage: 'memory' });

    const { id } = await composition.submitApplication.execute(validForm());

    expect(received).toEqual([]);
    const saved = composition.savedApplications?.() ?? [];
    expect(saved.map((application) => application.id)).toEqual([id]);
  });
});
