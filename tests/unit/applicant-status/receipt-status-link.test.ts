import { describe, expect, it, vi } from 'vitest';
import { InMemoryStatusLinks } from '../../../src/applicant-status/adapters/memory/in-memory-status-links';
import { IssueStatusLink } from '../../../src/applicant-status/application/issue-status-link';
import { InMemoryOutbox } from '../../../src/notifications/adapters/memory/in-memory-outbox';
import { AnnounceApplication } from '../../../src/notifications/application/announce-application';
import { DEFAULT_INTAKE_LIMITS } from '../../../src/submission/domain/intake-limits';
import { StoreApplication } from '../../../src/submission/application/store-application';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import { answerIntake } from '../../../src/submission/adapters/server/answer-intake';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { isStatusPath } from '../../../src/submission/domain/intake-answer';
import { STORAGE_CALL_BUDGET_MS } from '../../../src/submission/domain/intake-deadline';
import type { StatusLinkIssuer } from '../../../src/submission/domain/intake-review';
import type { Clock } from '../../../src/shared/domain/clock';
import { validForm } from '../../support/application-fixtures';
import { serverIntake } from '../../support/server-intake';
import { fixedClock, randomDrawing, seededRandom } from '../../support/deterministic';

const SITE = 'https://primerpaso.coop';
const KEY = '0123456789abcdef0123456789abcdef';

/** The intake as the server composes it: the status link issued after the save. */
function intake({
  clock = fixedClock(),
  issuer,
}: { clock?: Clock; issuer?: StatusLinkIssuer } = {}) {
  const repository = new InMemoryApplicationRepository();
  const ledger = new InMemoryIntakeLedger();
  const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
  const outbox = new InMemoryOutbox();
  const links = new InMemoryStatusLinks();
  const announce = new AnnounceApplication(
    outbox,
    { perApplication: async () => [], dailyDigest: async () => [], admins: async () => [] },
    ledger,
    keys,
    clock,
    SITE,
  );
  const receive = serverIntake(
    {
      store: new StoreApplication(repository, randomDrawing(1000, 1001, 1002), clock),
      ledger,
      keys,
      marks: { mark: async () => undefined },
      arrivals: announce,
      earlier: repository,
      replies: repository,
      refusals: new InMemoryIntakeRefusals(),
      statusLinks: issuer ?? new IssueStatusLink(links, seededRandom(5), clock),
      clock,
    },
    DEFAULT_INTAKE_LIMITS,
  );
  const post = (honeypot = '', idempotencyKey?: string, deadline?: Date) =>
    answerIntake(
      {
        body: { form: validForm(), honeypot },
        address: '203.0.113.7',
        appCheckToken: undefined,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(deadline ? { deadline } : {}),
      },
      receive,
    );
  const tokenOf = (path: string) => path.split('/').pop() ?? '';
  const queued = async () =>
    (await outbox.claimDue(new Date('2030-01-01'), 100, 60_000)).map(({ mail }) => mail);
  return { post, links, tokenOf, queued };
}

describe('the status link on every receipt', () => {
  it('answers the path of a link to the stored application, and the receipt e-mail carries the same', async () => {
    const { post, links, tokenOf, queued } = intake();

    const answer = await post();

    expect(answer).toMatchObject({ outcome: 'stored', id: 'SOL1000' });
    const path = (answer as { statusPath?: string }).statusPath ?? '';
    expect(isStatusPath(path)).toBe(true);
    expect(path).toMatch(/^\/estado\/[A-Za-z0-9_-]{43}$/);
    expect(await links.find(tokenOf(path))).toMatchObject({
      applicationId: 'SOL1000',
      submittedAt: new Date((answer as { submittedAt: string }).submittedAt),
    });
    const [receipt] = await queued();
    expect(receipt?.text).toContain(`${SITE}${path}`);
    expect(receipt?.html).toContain(`href="${SITE}${path}"`);
  });

  it('gives the honeypot a path of the same shape, which stores no link', async () => {
    const { post, links, tokenOf } = intake();

    const answer = (await post('https://spam.example')) as { statusPath?: string };

    expect(answer.statusPath).toMatch(/^\/estado\/[A-Za-z0-9_-]{43}$/);
    expect(await links.find(tokenOf(answer.statusPath ?? ''))).toBeUndefined();
  });

  it('gives a repeat under the same Idempotency-Key the same link, so repeats store no more links', async () => {
    const { post, links, tokenOf } = intake();

    const first = (await post('', KEY)) as { id: string; statusPath?: string };
    const again = (await post('', KEY)) as { id: string; statusPath?: string };
    const other = (await post('', KEY.replace(/^./, 'f'))) as { id: string; statusPath?: string };

    expect(again.id).toBe(first.id);
    expect(again.statusPath).toBe(first.statusPath);
    expect(await links.find(tokenOf(first.statusPath ?? ''))).toMatchObject({
      applicationId: first.id,
    });
    expect(links.countOf(first.id as 'SOL1000')).toBe(1);
    // Another key is another filled form: another application, with a link of its own.
    expect(other.statusPath).not.toBe(first.statusPath);
  });

  it('never brings back a link the applicant replaced: a later repeat is answered without one', async () => {
    const { post, links, tokenOf } = intake();
    const first = (await post('', KEY)) as unknown as { id: 'SOL1000'; statusPath?: string };
    // Perdí el enlace: a fresh link, the older ones forgotten.
    await links.issue('f'.repeat(43), {
      applicationId: first.id,
      submittedAt: new Date('2026-03-14T15:09:26.000Z'),
      issuedAt: new Date('2026-03-14T16:00:00.000Z'),
    });
    await links.forget(first.id, new Date('2026-03-14T16:00:00.000Z'), 'f'.repeat(43));

    const again = await post('', KEY);

    expect(again).toMatchObject({ outcome: 'stored', id: first.id });
    expect(again).not.toHaveProperty('statusPath');
    expect(await links.find(tokenOf(first.statusPath ?? ''))).toBeUndefined();
    expect(links.countOf(first.id)).toBe(1);
  });

  it('answers the stored number in time, without a link, when issuing the link outlasts the deadline', async () => {
    const start = new Date('2026-03-14T15:09:26.000Z').getTime();
    const deadline = new Date(start + STORAGE_CALL_BUDGET_MS + 60_000);
    let now = start;
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
    const { post, queued } = intake({
      clock: { now: () => new Date(now) },
      // A store that hangs: by the time it is asked, only 20 ms of the page's budget are left.
      issuer: {
        issue: () => {
          now = deadline.getTime() - 20;
          return new Promise<string>(() => undefined);
        },
        kept: () => new Promise<string | undefined>(() => undefined),
        decoy: () => '/estado/x',
      },
    });

    const answer = await post('', undefined, deadline);
    spy.mockRestore();

    expect(answer).toMatchObject({ outcome: 'stored', id: 'SOL1000' });
    expect(answer).not.toHaveProperty('statusPath');
    expect(await queued()).not.toEqual([]);
    expect(logged).toHaveLength(1);
  });
});
