import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AdminStatusLinks } from '../../src/applicant-status/adapters/server/admin-status-links';
import { AdminStatusRecords } from '../../src/applications/adapters/server/admin-status-records';
import { answerStatusPage } from '../../src/applicant-status/adapters/server/status-pages';
import { IssueStatusLink } from '../../src/applicant-status/application/issue-status-link';
import { OfferSeatLink } from '../../src/applicant-status/application/offer-seat-link';
import { ReadStatus } from '../../src/applicant-status/application/read-status';
import { ReplaceLostLink } from '../../src/applicant-status/application/replace-lost-link';
import { WithdrawApplication } from '../../src/applicant-status/application/withdraw-application';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { STATUS_LINKS_COLLECTION } from '../../src/applicant-status/adapters/applicant-status-collections';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { tokenHashOf } from '../../src/shared/adapters/server/token-hash';
import type { Clock } from '../../src/shared/domain/clock';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { AdminSeatRegistry } from '../../src/talks/adapters/server/admin-seat-registry';
import { ChooseByLink } from '../../src/talks/application/talk-links';
import { describeStatusLinksContract } from '../contract/status-links-contract';
import { validForm } from '../support/application-fixtures';
import { seededRandom } from '../support/deterministic';
import { registerAdminTestProject } from './support/admin-test-project';
import { TalkSeeds } from './support/talk-seeds';

const SITE = 'https://primerpaso.coop';
const env = registerAdminTestProject('status-pages');

describeStatusLinksContract("AdminStatusLinks (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return new AdminStatusLinks(env.db);
});

async function fresh() {
  await env.project.admin.clear();
  const clock: Clock = { now: () => new Date() };
  const links = new AdminStatusLinks(env.db);
  const records = new AdminStatusRecords(env.db);
  const seats = new AdminSeatRegistry(env.db);
  const ledger = new AdminIntakeLedger(env.db);
  const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
  const random = seededRandom(8);
  const useCases = {
    readStatus: new ReadStatus(links, records, seats),
    withdrawApplication: new WithdrawApplication(links, records),
    offerSeatLink: new OfferSeatLink(links, records, seats, random, clock),
    replaceLostLink: new ReplaceLostLink({
      links,
      records,
      ledger,
      keys,
      outbox: new AdminOutbox(env.db),
      mailbox: { ledger, keys },
      random,
      clock,
      siteUrl: SITE,
    }),
  };
  const seeds = new TalkSeeds(env.db);
  const issue = new IssueStatusLink(links, random, clock);
  /** An application as the intake stores it, and the link its receipt carries. */
  const stored = async (id: ApplicationId, stage: 'nueva' | 'en-tramite' = 'nueva') => {
    await seeds.application(id, stage, validForm({ email: 'ana@example.com' }));
    const date = (await env.db.collection(APPLICATIONS_COLLECTION).doc(id).get()).get(
      'date',
    ) as Timestamp;
    return issue.execute({ id, submittedAt: date.toDate() });
  };
  /** The link the receipt e-mail alone carries, for an application stored by `stored`. */
  const mailed = async (id: ApplicationId) => {
    const date = (await env.db.collection(APPLICATIONS_COLLECTION).doc(id).get()).get(
      'date',
    ) as Timestamp;
    return issue.forMail({ id, submittedAt: date.toDate() });
  };
  const open = (method: string, path: string, form?: unknown) =>
    answerStatusPage({ method, path, form, address: '203.0.113.7' }, useCases, clock);
  const choose = (passPath: string, talkId: string) =>
    new ChooseByLink(seats, keys, clock).execute(passPath.split('/').pop() ?? '', talkId);
  return { stored, mailed, open, seeds, choose };
}

describe('the status pages on Firestore (emulator)', () => {
  it('keeps a link under its token’s SHA-256 with the application and its moments: no token, no personal data', async () => {
    const { stored } = await fresh();
    const path = await stored('SOL1001');
    const token = path.split('/').pop() ?? '';

    const kept = await env.db.collection(STATUS_LINKS_COLLECTION).get();

    expect(kept.docs.map((link) => link.id)).toEqual([tokenHashOf(token)]);
    expect(Object.keys(kept.docs[0]?.data() ?? {}).sort()).toEqual([
      'applicationId',
      'issuedAt',
      'submittedAt',
    ]);
  });

  it('shows the status from a few fields, and a withdrawal writes the closing and its entry by the applicant, once', async () => {
    const { stored, open } = await fresh();
    const path = await stored('SOL1001', 'en-tramite');

    const shown = await open('GET', path);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Te esperamos en la oficina');
    expect(shown.html).not.toMatch(/Ana|ana@example\.com|02495046-3/);

    expect((await open('POST', `${path}/retirar`)).status).toBe(200);
    expect((await open('POST', `${path}/retirar`)).html).toContain('ya está cerrada');

    const application = await env.db.collection(APPLICATIONS_COLLECTION).doc('SOL1001').get();
    expect(application.data()).toMatchObject({
      alert: false,
      status: false,
      isAssociated: false,
      closeReason: 'desistio',
      updatedBy: 'solicitante',
    });
    expect(application.get('progressAt')).toBeInstanceOf(Timestamp);
    const history = await application.ref.collection(HISTORY_COLLECTION).get();
    expect(history.docs.map((entry) => entry.data())).toEqual([
      {
        kind: 'transition',
        from: 'en-tramite',
        to: 'cerrada',
        reason: 'desistio',
        actor: 'solicitante',
        at: expect.any(Timestamp),
      },
    ]);
    expect(application.get('lastChangeId')).toBe(history.docs[0]?.id);
    expect((await open('GET', path)).html).toContain('pediste retirarla');
  });

  it('e-mails a fresh link through the outbox when the number and the DUI match, and deletes the old one', async () => {
    const { stored, open } = await fresh();
    const old = await stored('SOL1001');

    const answer = await open('POST', '/estado/perdi-el-enlace', {
      numero: 'SOL1001',
      dui: validForm().dui,
    });

    expect(answer.status).toBe(200);
    const queued = await env.db.collection(OUTBOX_COLLECTION).get();
    expect(queued.docs.map((message) => message.get('to') as string)).toEqual(['ana@example.com']);
    expect((await open('GET', old)).status).toBe(404);
    expect((await env.db.collection(STATUS_LINKS_COLLECTION).get()).size).toBe(1);
  });

  it('offers no seat through the link the browser was handed until the e-mail’s own link is opened; then the e-mail’s link takes one', async () => {
    const { stored, mailed, open, seeds, choose } = await fresh();
    await seeds.talk('jueves', new Date(Date.now() + 7 * 24 * 3_600_000), 3);
    // The intake's answer (the screen, the paper, a form sent without script) carries this link.
    const handed = await stored('SOL1001');

    const page = await open('GET', handed);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('elegir-charla');
    expect(page.html).toContain('Podrás elegir tu charla informativa desde el enlace');
    const refused = await open('POST', `${handed}/elegir-charla`);
    expect(refused.status).toBe(409);
    expect(await seeds.passes('SOL1001')).toBe(0);
    expect(await seeds.taken('jueves')).toBe(0);

    const fromMail = await mailed('SOL1001');
    expect(fromMail).not.toBe(handed);
    expect((await open('GET', fromMail)).html).toContain(
      `<form method="post" action="${fromMail}/elegir-charla">`,
    );
    const offered = await open('POST', `${fromMail}/elegir-charla`);
    expect(offered.status).toBe(303);
    expect(await choose(offered.location ?? '', 'jueves')).toMatchObject({ outcome: 'taken' });
    expect(await seeds.seatExists('jueves', 'SOL1001')).toBe(true);
    // Holding a seat taken from the e-mail, the handed link shows it and may change or free it.
    expect((await open('GET', handed)).html).toContain('Cambiar de charla');
  });
});
