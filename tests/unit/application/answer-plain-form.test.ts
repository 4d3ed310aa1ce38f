// @vitest-environment jsdom
// The answer's page is read as the browser reads it (DOMParser), which Node does not have.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryStatusLinks } from '../../../src/applicant-status/adapters/memory/in-memory-status-links';
import { IssueStatusLink } from '../../../src/applicant-status/application/issue-status-link';
import {
  DEFAULT_INTAKE_LIMITS,
  DEFAULT_UNVERIFIED_QUOTA,
} from '../../../src/submission/domain/intake-limits';
import { StoreApplication } from '../../../src/submission/application/store-application';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import { answerPlainForm } from '../../../src/submission/adapters/server/answer-plain-form';
import { PLAIN_FORM_HEADERS } from '../../../src/submission/adapters/server/plain-form-policy';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import type { ApplicationForm } from '../../../src/applications/domain/stored-application';
import type { ReviewReason } from '../../../src/submission/domain/intake-review';
import {
  FIELD_REQUIRED,
  INVALID_DUI,
} from '../../../src/submission/domain/rules/validation-messages';
import {
  ADDRESS_LIMIT_ALERT,
  INVALID_FORM_ALERT,
  SUBMIT_FAILURE_ALERT,
  UNVERIFIED_LIMIT_ALERT,
} from '../../../src/submission/domain/submission-messages';
import type { Clock } from '../../../src/shared/domain/clock';
import { validForm } from '../../support/application-fixtures';
import { serverIntake } from '../../support/server-intake';
import { fixedClock, randomDrawing, seededRandom } from '../../support/deterministic';

const SITE = 'https://primerpaso.coop';

/** A form as a browser posts it, parsed: every text box, the ticked box as 'on', the honeypot. */
function posted(form: ApplicationForm, extra: Record<string, unknown> = {}) {
  const { terms, ...typed } = form;
  return { ...typed, ...(terms ? { terms: 'on' } : {}), website: '', ...extra };
}

function intake({
  perAddress = 5,
  clock = fixedClock(),
  numbers = [4821, 4822, 4823],
}: { perAddress?: number; clock?: Clock; numbers?: number[] } = {}) {
  const repository = new InMemoryApplicationRepository();
  const links = new InMemoryStatusLinks();
  const marked: [string, ReviewReason][] = [];
  const receive = serverIntake(
    {
      store: new StoreApplication(repository, randomDrawing(...numbers), clock),
      ledger: new InMemoryIntakeLedger(),
      keys: new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'),
      marks: { mark: async (id, _at, reason) => void marked.push([id, reason]) },
      arrivals: { arrived: async () => undefined },
      earlier: repository,
      replies: repository,
      refusals: new InMemoryIntakeRefusals(),
      statusLinks: new IssueStatusLink(links, seededRandom(9), clock),
      clock,
    },
    { ...DEFAULT_INTAKE_LIMITS, perAddress: { perWindow: perAddress, windowMs: 3_600_000 } },
  );
  const post = (
    body: unknown,
    appCheckRequired = false,
    address = '203.0.113.7',
    sentFrom: { origin?: string; fetchSite?: string } = { origin: SITE, fetchSite: 'same-origin' },
  ) => answerPlainForm({ body, address, appCheckRequired, siteOrigin: SITE, ...sentFrom }, receive);
  return { repository, links, marked, post };
}

/** The answer's page, as the browser reads it. */
const read = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const valueOf = (page: Document, name: string) =>
  (page.querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value;

describe('the intake answering a form sent without the page script', () => {
  it('stores it and sends the browser to its status page with a 303, which a reload does not post again', async () => {
    const { repository, post } = intake();

    const answer = await post(posted(validForm()));

    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/estado\/[A-Za-z0-9_-]{43}\/enviada$/);
    expect(repository.savedApplications().map(({ id, status }) => [id, status])).toEqual([
      ['SOL4821', true],
    ]);
  });

  it('fits the phone, DUI and NIT typed without the masks as the masks would, and keeps what they cannot fill', async () => {
    const { repository, post } = intake();
    const typed = {
      ...validForm(),
      phone: '+503 7123 4567',
      dui: '024950463',
      nit: '06140512861294',
    };

    expect((await post(posted(typed))).status).toBe(303);
    expect(repository.savedApplications()[0]).toMatchObject({
      phone: '7123-4567',
      dui: '02495046-3',
      nit: '0614-051286-129-4',
    });

    for (const dui of ['0249504', '0249504631']) {
      const wrong = await post(posted({ ...validForm(), dui }));
      expect(wrong.status, dui).toBe(400);
      expect(valueOf(read(wrong.html), 'dui')).toBe(dui);
    }
  });

  it("answers a form with errors with the form again: the spec's alert as a summary on top, each message beside its field, and everything typed kept", async () => {
    const { repository, post } = intake();
    const typed = {
      ...validForm(),
      first_name: '',
      dui: '02495046-4',
      message: '<script>alert(1)</script> & "comillas"',
      terms: false,
    };

    const answer = await post(posted(typed));

    expect(answer.status).toBe(400);
    expect(repository.savedApplications()).toEqual([]);
    const page = read(answer.html);
    expect(page.title).toMatch(/^Error: Formulario primer paso/);
    const summary = page.querySelector('[role="alert"]');
    expect(summary?.querySelector('h2')?.textContent).toBe(INVALID_FORM_ALERT);
    expect(summary?.hasAttribute('autofocus')).toBe(true);
    expect(
      [...summary!.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]),
    ).toEqual([
      ['#campo-first_name', `Nombres: ${FIELD_REQUIRED}`],
      ['#campo-dui', `DUI: ${INVALID_DUI}`],
      ['#campo-terms', `Términos y condiciones: ${FIELD_REQUIRED}`],
    ]);
    const errorOf = (name: string) => {
      const control = page.getElementById(`campo-${name}`);
      const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
      return {
        invalid: control?.getAttribute('aria-invalid'),
        message: ids
          .map((id) => page.getElementById(id)?.textContent)
          .find((text) => text?.startsWith('⚠')),
      };
    };
    expect(errorOf('first_name')).toEqual({ invalid: 'true', message: `⚠ ${FIELD_REQUIRED}` });
    expect(errorOf('dui')).toEqual({ invalid: 'true', message: `⚠ ${INVALID_DUI}` });
    expect(errorOf('terms')).toEqual({ invalid: 'true', message: `⚠ ${FIELD_REQUIRED}` });
    expect(errorOf('last_name')).toEqual({ invalid: null, message: undefined });
    // What was typed, as typed (the message as text, never as markup), the box unticked.
    expect(valueOf(page, 'last_name')).toBe(typed.last_name);
    expect(valueOf(page, 'dui')).toBe('02495046-4');
    expect(page.querySelector('textarea[name="message"]')?.textContent).toBe(typed.message);
    expect(page.querySelector('script')).toBeNull();
    expect((page.querySelector('[name="terms"]') as HTMLInputElement).checked).toBe(false);
    // Sent again to the intake, as the page's own form is.
    const form = page.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
      'post',
      '/api/solicitudes',
    ]);
  });

  it('keeps a ticked box ticked when another field sends the form back', async () => {
    const { post } = intake();
    const page = read((await post(posted({ ...validForm(), address: '' }))).html);
    expect((page.querySelector('[name="terms"]') as HTMLInputElement).checked).toBe(true);
  });

  it('stores a form sent twice (a second tap, a network that repeats the POST) once, and sends both to its status', async () => {
    const { repository, links, post } = intake();

    const first = await post(posted(validForm()));
    const again = await post(posted({ ...validForm(), first_name: ' Ana María ' }));

    expect(repository.savedApplications()).toHaveLength(1);
    expect(first.status).toBe(303);
    expect(again.status).toBe(303);
    const tokenOf = (location?: string) => location?.split('/')[2] ?? '';
    expect(again.location).toBe(first.location);
    expect((await links.find(tokenOf(first.location)))?.applicationId).toBe('SOL4821');
    expect(links.countOf('SOL4821')).toBe(1);
  });

  it('hands nothing of an application to someone else who types the same form at another address', async () => {
    const { repository, post } = intake();

    const first = await post(posted(validForm()));
    const other = await post(posted(validForm()), false, '198.51.100.20');

    expect(other.location).not.toBe(first.location);
    expect(repository.savedApplications().map(({ id }) => id)).toEqual(['SOL4821', 'SOL4822']);
  });

  it("refuses a form another site's page made the browser send, reading nothing of it", async () => {
    const { repository, post } = intake();

    for (const sentFrom of [
      { fetchSite: 'cross-site' },
      { fetchSite: 'same-site' },
      { origin: 'https://otro-sitio.example' },
    ]) {
      const answer = await post(posted(validForm()), false, '203.0.113.7', sentFrom);
      expect(answer.status, JSON.stringify(sentFrom)).toBe(403);
      expect(valueOf(read(answer.html), 'email')).toBe('');
    }
    expect(repository.savedApplications()).toEqual([]);
    // A script or an old browser that names no site is bounded by the limits alone.
    expect((await post(posted(validForm()), false, '203.0.113.7', {})).status).toBe(303);
  });

  it('takes the form posted again by a reload of its answer, and from the site at another of its addresses', async () => {
    const { repository, post } = intake();
    const errors = { ...validForm(), first_name: '' };

    // A reload (or Back) of an answer posts it again: the browser says no site sent it.
    expect((await post(posted(errors), false, '203.0.113.7', { fetchSite: 'none' })).status).toBe(
      400,
    );
    // The site's page on its web.app address, with SITE_URL its own domain.
    const webApp = { origin: 'https://primer-paso.web.app', fetchSite: 'same-origin' };
    expect((await post(posted(validForm()), false, '203.0.113.7', webApp)).status).toBe(303);
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('costs the applicant no place in the hourly count for each correction', async () => {
    const { repository, post } = intake({ perAddress: 1 });

    for (let correction = 0; correction < 3; correction++)
      expect((await post(posted({ ...validForm(), first_name: '' }))).status).toBe(400);

    expect((await post(posted(validForm()))).status).toBe(303);
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('answers a bot that filled the honeypot as it answers a person, and stores nothing', async () => {
    const { repository, post } = intake();

    const answer = await post(posted(validForm(), { website: 'https://spam.example' }));

    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/estado\/[A-Za-z0-9_-]{43}\/enviada$/);
    expect(repository.savedApplications()).toEqual([]);
  });

  it('past the per-address limit, keeps the form with what was typed and says to wait', async () => {
    const { repository, post } = intake({ perAddress: 1 });
    await post(posted(validForm()));

    const answer = await post(posted(validForm({ email: 'otra@example.com' })));

    expect(answer.status).toBe(429);
    const page = read(answer.html);
    expect(page.querySelector('[role="alert"] p')?.textContent).toBe(ADDRESS_LIMIT_ALERT);
    expect(valueOf(page, 'email')).toBe('otra@example.com');
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('with App Check required, stores the plain form marked for review, as one that could not be verified', async () => {
    const { repository, marked, post } = intake();

    expect((await post(posted(validForm()), true)).status).toBe(303);

    expect(repository.savedApplications().map(({ status }) => status)).toEqual([false]);
    expect(marked).toEqual([['SOL4821', 'sin-verificacion']]);
  });

  it("with App Check required, takes at most the day's budget of numbers for plain forms, then keeps what was typed and says why", async () => {
    const budget = DEFAULT_UNVERIFIED_QUOTA.perWindow;
    const numbers = Array.from({ length: budget + 2 }, (_, n) => 4000 + n);
    const { repository, post } = intake({ numbers });
    // Each from an address of its own: no one sender's limit is what stops them.
    for (let sent = 1; sent <= budget; sent++)
      expect((await post(posted(validForm()), true, `203.0.113.${sent}`)).status).toBe(303);

    const answer = await post(
      posted(validForm({ email: 'otra@example.com' })),
      true,
      '198.51.100.7',
    );

    expect(answer.status).toBe(429);
    expect(repository.savedApplications()).toHaveLength(budget);
    const page = read(answer.html);
    expect(page.querySelector('[role="alert"] p')?.textContent).toBe(UNVERIFIED_LIMIT_ALERT);
    expect(valueOf(page, 'email')).toBe('otra@example.com');
    // What App Check verified (the page's own form) still has the whole intake's hour.
    expect((await post(posted(validForm()), false, '198.51.100.8')).status).toBe(303);
  });

  it('refuses a body that is not the form (a name sent twice) without storing it, and counts it against its sender', async () => {
    const { repository, post } = intake({ perAddress: 1 });

    const twice = await post({ ...posted(validForm()), dui: ['02495046-3', '02495046-3'] });

    expect(twice.status).toBe(400);
    expect(read(twice.html).querySelector('[role="alert"] p')?.textContent).toBe(
      SUBMIT_FAILURE_ALERT,
    );
    expect(repository.savedApplications()).toEqual([]);
    expect((await post(posted(validForm()))).status).toBe(429);
  });
});

describe("the intake's plain-form pages under their own policy", () => {
  it('carry the one stylesheet the policy allows by its hash, and no script', async () => {
    const html = (await intake().post(posted({ ...validForm(), first_name: '' }))).html;
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    const policy = PLAIN_FORM_HEADERS.find(({ key }) => key === 'Content-Security-Policy')?.value;

    expect(styles).toHaveLength(1);
    expect(policy).toContain(
      `style-src 'sha256-${createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64')}'`,
    );
    expect(policy).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
  });
});
