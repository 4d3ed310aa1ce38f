import 'reflect-metadata';
import { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminStatusLinks } from '../../src/applicant-status/adapters/server/admin-status-links';
import { answerStatusPage } from '../../src/applicant-status/adapters/server/status-pages';
import {
  statusLinkModule,
  statusLinkUseCases,
  statusPagesModule,
  statusPagesUseCases,
} from '../../src/applicant-status/applicant-status-module';
import { AdminStatusRecords } from '../../src/applications/adapters/server/admin-status-records';
import { AdminEarlierApplications } from '../../src/applications/adapters/server/admin-earlier-applications';
import { AdminTakenNumbers } from '../../src/applications/adapters/server/admin-taken-numbers';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { CryptoRandomSource } from '../../src/shared/adapters/crypto-random-source';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { timerWaitUntil } from '../../src/shared/adapters/timer-wait-until';
import { formatOfficeMoment } from '../../src/shared/domain/office-date-time';
import { resolveUseCases } from '../../src/shared/wiring/container-module';
import { kernelModule } from '../../src/shared/wiring/kernel-module';
import { linkPort } from '../../src/shared/wiring/token';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { AdminIntakeRefusals } from '../../src/submission/adapters/server/admin-intake-refusals';
import { AdminIntakeReplies } from '../../src/submission/adapters/server/admin-intake-replies';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { answerIntake } from '../../src/submission/adapters/server/answer-intake';
import { answerPlainForm } from '../../src/submission/adapters/server/answer-plain-form';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import { DEFAULT_INTAKE_LIMITS } from '../../src/submission/domain/intake-limits';
import { intakeModule, intakeUseCases } from '../../src/submission/intake-module';
import { submissionModule } from '../../src/submission/submission-module';
import { AdminSeatRegistry } from '../../src/talks/adapters/server/admin-seat-registry';
import { validForm } from '../support/application-fixtures';
import { registerAdminTestProject } from './support/admin-test-project';

const SECRET = 'una-clave-de-prueba-de-32-caracteres!';
const SITE = 'https://primerpaso.coop';
const env = registerAdminTestProject('trapped-status-link');
beforeEach(() => env.project.admin.clear());

/**
 * The intake and the status pages as src/server composes them (intake-composition.ts,
 * status-pages-composition.ts), each in its own container, over one emulator: the bot's link is
 * opened by a function that never saw the bot's request.
 */
function server() {
  const db = env.db;
  const keys = new HmacAddressKeys(SECRET);
  const ledger = new AdminIntakeLedger(db);
  const kernel = () =>
    kernelModule({ randomSource: new CryptoRandomSource(), clock: new SystemClock() });
  const intake = new Container({ defaultScope: 'Singleton' });
  intake.load(
    kernel(),
    submissionModule({
      applicationRepository: new AdminApplicationRepository(db),
      takenNumbers: new AdminTakenNumbers(db),
    }),
    intakeModule({
      intakeLedger: ledger,
      addressKeys: keys,
      reviewMarks: new AdminReviewMarks(db),
      earlierApplications: new AdminEarlierApplications(db),
      intakeReplies: new AdminIntakeReplies(db),
      arrivalListener: { arrived: async () => undefined },
      intakeLimits: DEFAULT_INTAKE_LIMITS,
      intakeWait: timerWaitUntil(new SystemClock()),
      intakeRefusals: new AdminIntakeRefusals(db),
      statusLinkIssuer: linkPort([statusLinkUseCases.issueStatusLink.token], (issuer) => issuer),
    }),
    statusLinkModule({ statusLinks: new AdminStatusLinks(db), statusLinkKeys: keys }),
  );
  const receive = resolveUseCases(intake, intakeUseCases).receiveApplication;
  const pages = new Container({ defaultScope: 'Singleton' });
  pages.load(
    kernel(),
    statusLinkModule({ statusLinks: new AdminStatusLinks(db), statusLinkKeys: keys }),
    statusPagesModule({
      statusRecords: new AdminStatusRecords(db),
      statusSeats: new AdminSeatRegistry(db),
      statusLedger: ledger,
      statusKeys: keys,
      statusOutbox: new AdminOutbox(db),
      statusMailbox: { ledger, keys },
      statusSettings: { siteUrl: SITE },
    }),
  );
  const useCases = resolveUseCases(pages, statusPagesUseCases);
  const send = async (honeypot: string, address: string) => {
    const answer = await answerIntake(
      { body: { form: validForm(), honeypot }, address, appCheckToken: undefined },
      receive,
    );
    if (answer.outcome !== 'stored' || !answer.statusPath) throw new Error(answer.outcome);
    return answer;
  };
  const sendPlain = (honeypot: string, address: string) =>
    answerPlainForm(
      {
        body: { ...validForm(), terms: 'on', website: honeypot },
        address,
        appCheckRequired: true,
        siteOrigin: SITE,
        origin: SITE,
        fetchSite: 'same-origin',
      },
      receive,
    );
  const open = (path: string) =>
    answerStatusPage({ method: 'GET', path, address: '198.51.100.9' }, useCases, new SystemClock());
  return { send, sendPlain, open };
}

/** A page with what names one application (its number, its date, its token) taken out. */
const shapeOf = (html: string, answer: { id: string; submittedAt: string; statusPath: string }) =>
  html
    .replaceAll(answer.statusPath, '/estado/TOKEN')
    .replaceAll(answer.id, 'SOL####')
    .replaceAll(formatOfficeMoment(new Date(answer.submittedAt)), 'FECHA');

const collectionsNow = async () =>
  (await env.db.listCollections()).map((collection) => collection.id).sort();

describe("a bot caught by the honeypot, following its answer's status link (emulator)", () => {
  it('opens a page of the same status and shape as a fresh application’s, with nothing stored for it', async () => {
    const { send, open } = server();

    const trapped = await send('https://spam.example', '203.0.113.66');
    const trappedPage = await open(trapped.statusPath!);
    // Nothing stored: no application, no number taken, no link, no count, no e-mail.
    expect(await collectionsNow()).toEqual([]);

    const real = await send('', '203.0.113.7');
    const realPage = await open(real.statusPath!);

    expect(realPage.status).toBe(200);
    expect(trappedPage.status).toBe(realPage.status);
    expect(Object.keys(trappedPage).sort()).toEqual(Object.keys(realPage).sort());
    expect(shapeOf(trappedPage.html, trapped as never)).toBe(shapeOf(realPage.html, real as never));
    expect(trappedPage.html).toContain(trapped.id);
  });

  it('sends a plain form’s bot to a “sent” page that opens as a held application’s does', async () => {
    const { sendPlain, open } = server();

    const trapped = await sendPlain('https://spam.example', '203.0.113.66');
    expect(trapped.status).toBe(303);
    const trappedPage = await open(trapped.location!);
    expect(await collectionsNow()).toEqual([]);
    const real = await sendPlain('', '203.0.113.7');
    const realPage = await open(real.location!);

    expect(realPage.status).toBe(200);
    expect(trappedPage.status).toBe(200);
    const numberOf = (html: string) => /SOL\d{4}/.exec(html)?.[0] ?? '';
    const plainShape = (html: string, location: string) =>
      html
        .replaceAll(location.replace(/\/enviada$/, ''), '/estado/TOKEN')
        .replaceAll(numberOf(html), 'SOL####')
        .replace(/<dt>Fecha<\/dt><dd>[^<]*<\/dd>/, '');
    expect(plainShape(trappedPage.html, trapped.location!)).toBe(
      plainShape(realPage.html, real.location!),
    );
  });
});
