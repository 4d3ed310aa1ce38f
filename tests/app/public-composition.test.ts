import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountFormUse } from '../../src/form-use/application/count-form-use';
import { loadPublicComposition } from '../../src/pages/public/composition';
import { validForm } from '../support/application-fixtures';
import { networkTripwire } from '../support/network-tripwire';

/**
 * The site's intake, faked at the wire by the tripwire's own server
 * (tests/support/network-tripwire.ts): anything but the intake still fails the test.
 */
let received: { url: string; body: unknown }[] = [];
let beacons: { url: string; type: string | null; body: string }[] = [];
beforeEach(() =>
  networkTripwire.answer(
    http.post('*/api/uso', async ({ request }) => {
      beacons.push({
        url: request.url,
        type: request.headers.get('Content-Type'),
        body: await request.text(),
      });
      return new HttpResponse(null, { status: 204 });
    }),
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
  beacons = [];
});

describe("the public page's composition", () => {
  it("with a server, sends the form to the site's intake and keeps nothing in the browser", async () => {
    // As a build with VITE_STORAGE=firestore has it (the composition is chosen at build time).
    vi.stubEnv('VITE_STORAGE', 'firestore');
    const composition = await loadPublicComposition({
      storage: 'firestore',
      firebase: { projectId: 'coop-primer-paso', apiKey: 'AIzaSyExample', appId: '1:123:web:abc' },
    });

    const submitted = await composition.submitApplication.execute({ form: validForm() });

    expect(submitted).toEqual({
      id: 'SOL4821',
      submittedAt: new Date('2026-03-14T15:09:26.000Z'),
      // Stored by the server: the receipt then offers Perdí el enlace even without a link.
      viaServer: true,
    });
    expect(received).toEqual([
      { url: `${location.origin}/api/solicitudes`, body: { form: validForm(), honeypot: '' } },
    ]);
    expect(composition.savedApplications).toBeUndefined();
  });

  it("with a server, tells the form's use to /api/uso, the event its whole body, as plain text", async () => {
    vi.stubEnv('VITE_STORAGE', 'firestore');
    const composition = await loadPublicComposition({
      storage: 'firestore',
      firebase: { projectId: 'coop-primer-paso', apiKey: 'AIzaSyExample', appId: '1:123:web:abc' },
    });

    await composition.countFormUse.execute('empezado');

    await vi.waitFor(() =>
      expect(beacons).toEqual([
        {
          url: `${location.origin}/api/uso`,
          type: 'text/plain;charset=UTF-8',
          body: '{"event":"empezado"}',
        },
      ]),
    );
    expect(received).toEqual([]);
  });

  it('in demo mode, stores the application in the browser and sends nothing', async () => {
    const composition = await loadPublicComposition({ storage: 'memory' });

    const { id } = await composition.submitApplication.execute({ form: validForm() });

    expect(received).toEqual([]);
    const saved = composition.savedApplications?.() ?? [];
    expect(saved.map((application) => application.id)).toEqual([id]);
  });

  it("in demo mode, counts the form's use in the browser with the server's use case, and sends nothing", async () => {
    const composition = await loadPublicComposition({ storage: 'memory' });

    await composition.countFormUse.execute('empezado');
    await composition.countFormUse.execute('enviado');

    expect(composition.countFormUse).toBeInstanceOf(CountFormUse);
    expect(beacons).toEqual([]);
    expect(received).toEqual([]);
  });
});
