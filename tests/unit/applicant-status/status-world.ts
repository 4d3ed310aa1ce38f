import { InMemoryStatusLinks } from '../../../src/applicant-status/adapters/memory/in-memory-status-links';
import { InMemoryStatusRecords } from '../../../src/applications/adapters/memory/in-memory-status-records';
import { answerStatusPage } from '../../../src/applicant-status/adapters/server/status-pages';
import { IssueStatusLink } from '../../../src/applicant-status/application/issue-status-link';
import { OfferSeatLink } from '../../../src/applicant-status/application/offer-seat-link';
import { ReadStatus } from '../../../src/applicant-status/application/read-status';
import { ReplaceLostLink } from '../../../src/applicant-status/application/replace-lost-link';
import { WithdrawApplication } from '../../../src/applicant-status/application/withdraw-application';
import { InMemoryApplicationInbox } from '../../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryOutbox } from '../../../src/notifications/adapters/memory/in-memory-outbox';
import type { Clock } from '../../../src/shared/domain/clock';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import { InMemorySeatRegistry } from '../../../src/talks/adapters/memory/in-memory-seat-registry';
import { applicationRecord, type RecordOptions } from '../../support/application-record-fixtures';
import { seededRandom } from '../../support/deterministic';

export const SITE = 'https://primerpaso.coop';
export const SUBMITTED = new Date('2026-03-10T15:09:26.000Z');
export const CLERK = { uid: 'uid-luis', email: 'luis@coop.test' };
const HOUR = 3_600_000;

/**
 * The status pages' use cases on the in-memory adapters: the inbox's store (a clerk's moves go
 * through the inbox's own adapter), the seats, the ledger and the outbox, at a clock the test moves.
 */
export function statusWorld() {
  let now = new Date('2026-03-14T15:00:00.000Z').getTime();
  const clock: Clock = { now: () => new Date(now) };
  const inbox = new InMemoryApplicationInbox(clock);
  const links = new InMemoryStatusLinks();
  const records = new InMemoryStatusRecords(inbox.store);
  const seats = new InMemorySeatRegistry();
  const outbox = new InMemoryOutbox();
  const ledger = new InMemoryIntakeLedger();
  const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
  const random = seededRandom(11);
  const issue = new IssueStatusLink(links, random, clock);
  // Perdí el enlace's wait: recorded, never slept.
  const waitedUntil: Date[] = [];
  const waitUntil = (moment: Date) => {
    waitedUntil.push(moment);
    return Promise.resolve();
  };
  const useCases = {
    readStatus: new ReadStatus(links, records, seats),
    withdrawApplication: new WithdrawApplication(links, records),
    offerSeatLink: new OfferSeatLink(links, records, seats, random, clock),
    replaceLostLink: new ReplaceLostLink({
      links,
      records,
      ledger,
      keys,
      outbox,
      mailbox: { ledger, keys },
      random,
      clock,
      siteUrl: SITE,
      waitUntil,
    }),
  };
  const stored = async (id: ApplicationId, options: RecordOptions = {}, date = SUBMITTED) => {
    inbox.seed([applicationRecord(id, date, options)]);
    return issue.execute({ id, submittedAt: date });
  };
  /** The link the receipt e-mail alone carries, for an application stored by `stored`. */
  const mailed = (id: ApplicationId, date = SUBMITTED) => issue.forMail({ id, submittedAt: date });
  const open = (method: string, path: string, form?: unknown, address = '203.0.113.7') =>
    answerStatusPage({ method, path, form, address }, useCases, clock);
  const queued = async () =>
    (await outbox.claimDue(new Date('2030-01-01'), 100, 60_000)).map(({ mail }) => mail);
  return {
    clock,
    inbox,
    links,
    seats,
    outbox,
    issue,
    useCases,
    stored,
    mailed,
    open,
    queued,
    waitedUntil,
    later: (hours: number) => (now += hours * HOUR),
  };
}

/** The page's text, tags gone, as a reader hears it. */
export const textOf = (html: string): string =>
  html
    .replace(/<style>.*?<\/style>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
