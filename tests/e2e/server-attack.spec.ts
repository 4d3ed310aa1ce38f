import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { applicant, uniqueAddress, uniqueTag, type Applicant } from './support/application-page';
import { E2E_INTAKE_LIMITS, E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { awaitMailTo, mailTo } from './support/sent-mail';
import { scheduledTalk, seatsTaken } from './support/scheduled-talks';
import { EmulatorAdmin } from '../emulator/support/emulator-admin';
import { withAdminFirestore } from '../emulator/support/admin-firestore';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { receiptMessageId } from '../../src/shared/domain/receipt-message-id';
import { INTAKE_PATH } from '../../src/submission/domain/intake-answer';
import { pageBody, postIntake } from './support/intake-request';
import { TALK_PAGE_POSTS_PER_ADDRESS } from '../../src/talks/adapters/server/talk-pages';

/**
 * The stack's own attack on the intake, its e-mails and the talk pages (issue #26): what a
 * script does with plain HTTP, past the page, through the Hosting emulator as the site's visitors
 * reach it. Each test asserts the refusal it expects, so a hole that reopens fails it.
 */

const hexGroup = () => randomBytes(2).toString('hex');

/** The /64 of an address of this test's own (uniqueAddress), written as its first four groups. */
const uniqueNetwork = () => uniqueAddress().split('::')[0]!;

/** Any of the 2^64 addresses of a /64: what its holder may send from. */
const addressIn = (network: string) =>
  `${network}:${hexGroup()}:${hexGroup()}:${hexGroup()}:${hexGroup()}`;

/** The applications stored under this e-mail address, as staff would find them. */
async function storedWithEmail(email: string): Promise<Record<string, unknown>[]> {
  const admin = new EmulatorAdmin(e2eEnv('emulatorHost'), E2E_PROJECT_ID);
  return (await admin.list()).filter((document) => document.email === email);
}

/** Whether the intake queued this application's receipt (its outbox entry exists). */
const receiptQueued = (applicationId: string) =>
  withAdminFirestore(
    E2E_PROJECT_ID,
    e2eEnv('emulatorHost'),
    async (db) =>
      (await db.collection(OUTBOX_COLLECTION).doc(receiptMessageId(applicationId)).get()).exists,
  );

/** A base for a Gmail mailbox of this run's own: letters and digits, as Gmail's names are. */
const uniqueMailboxName = () => `ana${uniqueTag().replace(/[^a-z0-9]/g, '')}`;

test('one /64 is one sender: rotating the last 64 bits is refused past the per-address limit, while another /64 still applies', async ({
  request,
}) => {
  const network = uniqueNetwork();
  const statuses: number[] = [];
  const sentEmails: string[] = [];
  for (let sent = 0; sent < E2E_INTAKE_LIMITS.perAddress + 8; sent++) {
    const values = applicant(uniqueTag());
    sentEmails.push(values.email);
    const response = await postIntake(request, pageBody(values), { from: addressIn(network) });
    statuses.push(response.status());
    if (response.status() === 429)
      expect(await response.json()).toEqual({ outcome: 'address-limit' });
  }

  expect(statuses).toEqual([
    ...Array<number>(E2E_INTAKE_LIMITS.perAddress).fill(201),
    ...Array<number>(8).fill(429),
  ]);
  const refused = sentEmails.slice(E2E_INTAKE_LIMITS.perAddress);
  for (const email of refused) expect(await storedWithEmail(email)).toEqual([]);

  const neighbour = applicant(uniqueTag());
  const response = await postIntake(request, pageBody(neighbour), {
    from: addressIn(uniqueNetwork()),
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(await storedWithEmail(neighbour.email)).toEqual([expect.objectContaining({ id })]);
});

test("one mailbox gets one receipt a day however its address is written: sub-address tags, Gmail's dots, googlemail.com", async ({
  request,
}) => {
  const name = uniqueMailboxName();
  const variants = [
    `${name}@gmail.com`,
    `${name}+1@gmail.com`,
    `${name.slice(0, 1)}.${name.slice(1)}@gmail.com`,
    `${name}@googlemail.com`,
    `${name.slice(0, 2)}.${name.slice(2)}+promo@googlemail.com`,
    `${name.toUpperCase()}@GMail.com`,
  ];
  const ids: string[] = [];
  for (const email of variants) {
    // Each from a network of its own: only the mailbox's budget can stop them.
    const response = await postIntake(request, pageBody({ ...applicant(uniqueTag()), email }), {
      from: uniqueAddress(),
    });
    // The applications are stored (a person may apply twice); only the mail is bounded.
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }

  // The intake queues (or not) each receipt before it answers, unless its answer was due first:
  // only the first one is queued, so none of the others can be sent later.
  await expect
    .poll(() => Promise.all(ids.map(receiptQueued)))
    .toEqual([true, false, false, false, false, false]);
  const [receipt] = await awaitMailTo(variants[0]!);
  expect(receipt?.subject).toContain(ids[0]);
  // One message may match two variants that differ only in case: count messages, not matches.
  const received = (await Promise.all(variants.map((email) => mailTo(email)))).flat();
  expect([...new Set(received.map((mail) => mail.messageId))]).toHaveLength(1);
});

test('a name that carries a link or a domain is refused by the server: nothing stored, nothing e-mailed', async ({
  request,
}) => {
  for (const first_name of [
    'Ganaste 500 dólares: entra a bono-coop.example/reclamo',
    'Ganaste 500 dólares entra a bono-coop.example',
    'Premio en https://bono-coop.example',
    'Ana www.bono.com',
  ]) {
    const values = { ...applicant(uniqueTag()), first_name };
    const response = await postIntake(request, pageBody(values), { from: uniqueAddress() });

    expect(response.status(), first_name).toBe(400);
    expect(await response.json()).toEqual({ outcome: 'invalid', fields: ['first_name'] });
    expect(await storedWithEmail(values.email)).toEqual([]);
    // Nothing stored, so nothing was queued for it: no e-mail can follow.
    expect(await mailTo(values.email)).toEqual([]);
  }
  const lastName = { ...applicant(uniqueTag()), last_name: 'López bono-coop.example' };
  const response = await postIntake(request, pageBody(lastName), { from: uniqueAddress() });
  expect(await response.json()).toEqual({ outcome: 'invalid', fields: ['last_name'] });
});

test('an e-mail address that writes a hidden Bcc or an encoded @ is refused by the server', async ({
  request,
}) => {
  for (const email of [
    'ana.lopez%40gmail.com?bcc=espia%40evil.example&subject=hola@gmail.com',
    'ana?bcc=espia@evil.example',
    'ana%40gmail.com@evil.example',
    'ana&cc=x=y@gmail.com',
  ]) {
    const values = { ...applicant(uniqueTag()), email };
    const response = await postIntake(request, pageBody(values), { from: uniqueAddress() });

    expect(response.status(), email).toBe(400);
    expect(await response.json()).toEqual({ outcome: 'invalid', fields: ['email'] });
    expect(await storedWithEmail(email)).toEqual([]);
  }
});

test('a body past 16 KiB is refused with 413, a 5 MB JSON body too, and the intake still stores the next form', async ({
  request,
}) => {
  const from = uniqueAddress();
  const padded = { ...applicant(uniqueTag()), message: 'x'.repeat(17 * 1024) };
  expect((await postIntake(request, pageBody(padded), { from })).status()).toBe(413);
  expect(await storedWithEmail(padded.email)).toEqual([]);

  const huge = `[${'{},'.repeat(Math.floor((5 * 1024 * 1024) / 3))}{}]`;
  expect((await postIntake(request, huge, { from })).status()).toBe(413);

  const next = applicant(uniqueTag());
  const response = await postIntake(request, pageBody(next), { from: uniqueAddress() });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(await storedWithEmail(next.email)).toEqual([expect.objectContaining({ id })]);
});

test('a bot caught by the honeypot is answered as a person is: the same status, the same keys, and nothing stored', async ({
  request,
}) => {
  const person = await postIntake(request, pageBody(applicant(uniqueTag())), {
    from: uniqueAddress(),
  });
  const bot = applicant(uniqueTag());
  const caught = await postIntake(request, pageBody(bot, 'https://spam.example'), {
    from: uniqueAddress(),
  });

  expect(caught.status()).toBe(person.status());
  expect(caught.headers()['content-type']).toBe(person.headers()['content-type']);
  const [personAnswer, botAnswer] = [await person.json(), await caught.json()] as Record<
    string,
    unknown
  >[];
  expect(Object.keys(botAnswer!).sort()).toEqual(Object.keys(personAnswer!).sort());
  expect(botAnswer).toEqual({
    outcome: 'stored',
    id: expect.stringMatching(/^SOL[1-9]\d{3}$/),
    submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    // A status link of the same shape as a person's, which opens a page as theirs does.
    statusPath: expect.stringMatching(/^\/estado\/[A-Za-z0-9_-]{43}$/),
  });
  expect(await storedWithEmail(bot.email)).toEqual([]);

  // Following it: the same status and headers as a fresh application's page.
  const open = (path: string) =>
    request.get(`${e2eEnv('firestoreUrl')}${path}`, { maxRedirects: 0 });
  const [personPage, botPage] = [
    await open(personAnswer!.statusPath as string),
    await open(botAnswer!.statusPath as string),
  ];
  expect(personPage.status()).toBe(200);
  expect(botPage.status()).toBe(200);
  const headersOf = (page: typeof botPage) =>
    Object.keys(page.headers())
      .filter((name) => !['date', 'content-length', 'etag', 'x-cloud-trace-context'].includes(name))
      .sort();
  expect(headersOf(botPage)).toEqual(headersOf(personPage));
  for (const name of ['content-type', 'content-security-policy', 'cache-control'])
    expect(botPage.headers()[name]).toBe(personPage.headers()[name]);
  expect(await botPage.text()).toContain(botAnswer!.id as string);
});

test('a malformed Idempotency-Key is refused and stores nothing', async ({ request }) => {
  for (const key of [
    'not-a-key',
    randomBytes(16).toString('hex').toUpperCase(),
    `${randomBytes(16).toString('hex')}0`,
    `${randomBytes(15).toString('hex')}zz`,
  ]) {
    const values = applicant(uniqueTag());
    const response = await postIntake(request, pageBody(values), { from: uniqueAddress(), key });

    expect(response.status(), key).toBe(400);
    expect(await response.json()).toEqual({ outcome: 'invalid', fields: [] });
    expect(await storedWithEmail(values.email)).toEqual([]);
  }
});

test("the intake's answer carries no link to choose a talk: only the receipt e-mail does", async ({
  request,
}) => {
  // A talk with free seats, so that the stored application is offered one.
  await scheduledTalk(`Salón ${uniqueTag()}`, new Date(Date.now() + 4 * 24 * 3_600_000));
  const values = applicant(uniqueTag());
  const response = await postIntake(request, pageBody(values), { from: uniqueAddress() });

  expect(response.status()).toBe(201);
  const answer = await response.text();
  // The status page's link, and nothing else beyond the number and its date.
  expect(Object.keys(JSON.parse(answer) as object).sort()).toEqual([
    'id',
    'outcome',
    'statusPath',
    'submittedAt',
  ]);
  expect(answer).not.toMatch(/charla|https?:/i);
  // The link exists: it went to the mailbox, which its budget bounds.
  const [receipt] = await awaitMailTo(values.email);
  expect(receipt?.text).toMatch(/\/charla\/elegir\/[A-Za-z0-9_-]{43}/);
});

test("the talk pages: a forged link takes no seat, and one /64 rotating its addresses is stopped at the pages' limit", async ({
  request,
}) => {
  const talkId = await scheduledTalk(
    `Salón ${uniqueTag()}`,
    new Date(Date.now() + 5 * 24 * 3_600_000),
  );
  const network = uniqueNetwork();
  const choose = (from: string) =>
    request.post(
      `${e2eEnv('firestoreUrl')}/charla/elegir/${randomBytes(32).toString('base64url')}`,
      { headers: { 'X-Forwarded-For': from }, form: { charla: talkId } },
    );

  const statuses: number[] = [];
  for (let sent = 0; sent < TALK_PAGE_POSTS_PER_ADDRESS.perWindow + 3; sent++)
    statuses.push((await choose(addressIn(network))).status());

  expect(statuses).toEqual([
    ...Array<number>(TALK_PAGE_POSTS_PER_ADDRESS.perWindow).fill(404),
    ...Array<number>(3).fill(429),
  ]);
  // Someone on another network is not held up by it.
  expect((await choose(addressIn(uniqueNetwork()))).status()).toBe(404);
  expect(await seatsTaken(talkId)).toBe(0);
});

test("another site's form post (URL-encoded, multipart or text) is refused, and nothing is stored", async ({
  request,
}) => {
  const url = `${e2eEnv('firestoreUrl')}${INTAKE_PATH}`;
  // What a browser says of a form another site's page makes it send (no page can change it).
  const fromAnotherSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://otro-sitio.example' };
  const posts = (values: Applicant) => {
    const fields = Object.fromEntries(
      Object.entries({ ...values, terms: 'true' }).map(([name, value]) => [`form[${name}]`, value]),
    );
    return [
      // The page's own form, field for field, posted from elsewhere: the plain form's path says no.
      { post: { form: { ...values, terms: 'on', website: '' } }, status: 403 },
      { post: { form: fields }, status: 403 },
      // Not a plain form, not the page's JSON: not the page's form at all.
      { post: { multipart: fields }, status: 400 },
      {
        post: {
          headers: { 'Content-Type': 'text/plain' },
          data: JSON.stringify(pageBody(values)),
        },
        status: 400,
      },
    ];
  };
  for (const values of [applicant(uniqueTag()), applicant(uniqueTag()), applicant(uniqueTag())]) {
    for (const { post, status } of posts(values)) {
      const response = await request.post(url, {
        ...post,
        headers: {
          ...('headers' in post ? post.headers : {}),
          ...fromAnotherSite,
          'X-Forwarded-For': uniqueAddress(),
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(status);
      if (status === 400) expect(await response.json()).toEqual({ outcome: 'invalid', fields: [] });
      else
        expect(await response.text()).toContain('solo se recibe desde el sitio de la cooperativa');
    }
    expect(await storedWithEmail(values.email)).toEqual([]);
  }
});

test("refused requests spend their sender's own count, and an IPv4 address written as IPv6 is that address", async ({
  request,
}) => {
  const [c, d] = [...randomBytes(2)];
  const ipv4 = `198.18.${c}.${d}`;
  const mapped = `::ffff:${ipv4}`;
  // 198.18 is c612 in hexadecimal: the same address again, as a dual-stack socket may write it.
  const mappedHex = `::ffff:c612:${((c! << 8) | d!).toString(16)}`;
  // The address's count in the browser tests: two refused requests and one stored form fill it.
  expect(E2E_INTAKE_LIMITS.perAddress).toBe(3);

  // Two refused requests (not a form; a malformed key), each written another way...
  expect((await postIntake(request, { form: 'x' }, { from: ipv4 })).status()).toBe(400);
  const keyed = await postIntake(request, pageBody(applicant(uniqueTag())), {
    from: mapped,
    key: 'x',
  });
  expect(keyed.status()).toBe(400);
  // ...leave the address one place.
  const third = await postIntake(request, pageBody(applicant(uniqueTag())), { from: mappedHex });
  expect(third.status()).toBe(201);
  const fourth = await postIntake(request, pageBody(applicant(uniqueTag())), { from: ipv4 });
  expect(fourth.status()).toBe(429);
  expect(await fourth.json()).toEqual({ outcome: 'address-limit' });
});
