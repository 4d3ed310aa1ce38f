import { describe, expect, it } from 'vitest';
import { clientAddress, relayAddress } from '../../../src/server/client-address';
import {
  LINK_PAGE_POSTS_PER_RELAY,
  statusPageAdmission,
  talkPageAdmission,
} from '../../../src/server/talk-page-admission';
import { DEFAULT_INTAKE_LIMITS } from '../../../src/submission/domain/intake-limits';
import { StoreApplication } from '../../../src/submission/application/store-application';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import type { ApplicationForm } from '../../../src/applications/domain/stored-application';
import { TALK_PAGE_POSTS_PER_ADDRESS } from '../../../src/talks/adapters/server/talk-pages';
import { validForm } from '../../support/application-fixtures';
import { serverIntake } from '../../support/server-intake';
import { fixedClock, seededRandom } from '../../support/deterministic';

/** Production's INTAKE_FORWARDED_HOPS: Hosting's CDN appends the sender, Google's front end it. */
const HOPS = 2;
const CDN = '130.211.0.1';
const SECRET = 'una-clave-de-prueba-de-32-caracteres!';

/** A request as the function sees it behind Google's front end: X-Forwarded-For and its peer. */
const request = (...forwardedFor: string[]) => ({
  headers: { 'x-forwarded-for': forwardedFor.join(', ') },
  socket: { remoteAddress: '169.254.1.1' },
});
/** Through the site: [what the sender wrote..., the sender, the CDN node]. */
const throughSite = (sender: string, ...forged: string[]) => request(...forged, sender, CDN);
/** At the function's own URL: [whatever the caller wrote..., the caller]. */
const direct = (caller: string, ...forged: string[]) => request(...forged, caller);

/** The intake with production's limits, its sender and relay read as src/server/submission/intake-function.ts reads them. */
function productionIntake() {
  const repository = new InMemoryApplicationRepository();
  const clock = fixedClock();
  const marked: ApplicationId[] = [];
  const receive = serverIntake(
    {
      store: new StoreApplication(repository, seededRandom(1), clock),
      ledger: new InMemoryIntakeLedger(),
      keys: new HmacAddressKeys(SECRET),
      marks: { mark: async (id) => void marked.push(id) },
      arrivals: { arrived: async () => undefined },
      earlier: repository,
      replies: repository,
      refusals: new InMemoryIntakeRefusals(),
      clock,
    },
    DEFAULT_INTAKE_LIMITS,
  );
  const send = async (
    forwarded: ReturnType<typeof request>,
    form: ApplicationForm = validForm(),
    honeypot = '',
  ) => {
    try {
      await receive.execute({
        form,
        honeypot,
        address: clientAddress(forwarded, HOPS),
        relay: relayAddress(forwarded, HOPS),
      });
      return 'stored';
    } catch (error) {
      return (error as Error).name;
    }
  };
  const unreadable = (forwarded: ReturnType<typeof request>) =>
    receive.countUnreadable(clientAddress(forwarded, HOPS)).then(
      () => 'invalid',
      (error: Error) => error.name,
    );
  return { repository, marked, send, unreadable };
}

const tally = (answers: string[]) =>
  answers.reduce<Record<string, number>>((counts, answer) => {
    counts[answer] = (counts[answer] ?? 0) + 1;
    return counts;
  }, {});

describe('one client never makes the intake refuse everyone else (production hop count)', () => {
  it('spends nothing shared on what its own limit refuses: the next visitor through the same CDN node is stored, not marked', async () => {
    const { repository, marked, send, unreadable } = productionIntake();
    const broken = validForm({ dui: '12345678-9' });
    const forms: string[] = [];
    const rest: string[] = [];
    // One IPv4 client sends whatever it likes through the site, many times the relay's 120.
    for (let sent = 0; sent < 150; sent++)
      forms.push(await send(throughSite('203.0.113.7', `10.0.0.${sent}`)));
    for (let sent = 0; sent < 150; sent++) {
      rest.push(await send(throughSite('203.0.113.7'), broken));
      rest.push(await unreadable(throughSite('203.0.113.7')));
    }
    expect(tally(forms)).toEqual({ stored: 10, AddressLimitReachedError: 140 });
    expect(tally(rest)).toEqual({ AddressLimitReachedError: 300 });

    expect(await send(throughSite('198.51.100.20'))).toBe('stored');
    expect(repository.savedApplications()).toHaveLength(11);
    expect(marked).toEqual([]);
  });

  it('still stops a caller at the function’s own URL that forges a new sender each time, by its own address', async () => {
    const { repository, send } = productionIntake();
    const answers: string[] = [];
    for (let sent = 0; sent < 130; sent++)
      answers.push(await send(direct('198.51.100.66', `203.0.${sent >> 8}.${sent & 255}`)));

    expect(tally(answers)).toEqual({ stored: 120, AddressLimitReachedError: 10 });
    // The site's visitors come through another relay, untouched by it.
    expect(await send(throughSite('192.0.2.33'))).toBe('stored');
    expect(repository.savedApplications()).toHaveLength(121);
  });

  it('spends no shared count on forms that break a rule: the whole intake and the relay keep their places', async () => {
    const { marked, send } = productionIntake();
    const broken = validForm({ dui: '12345678-9' });
    // 200 senders, each well within its own limit, all sending broken forms through one node.
    for (let sender = 0; sender < 200; sender++)
      expect(await send(throughSite(`203.0.113.${sender}`), broken)).toBe(
        'InvalidApplicationError',
      );

    for (let sender = 0; sender < 60; sender++)
      expect(await send(throughSite(`198.51.100.${sender}`))).toBe('stored');
    expect(marked).toEqual([]);
  });
});

describe('an IPv6 client is one client: its /64 (production hop count)', () => {
  const inOne64 = (n: number) =>
    `2001:db8:1:2:${n.toString(16)}:${((n * 7919) & 0xffff).toString(16)}::1`;

  it('stores 10 an hour from 100 addresses of one /64, as from one address', async () => {
    const { repository, send } = productionIntake();
    const answers: string[] = [];
    for (let n = 1; n <= 100; n++) answers.push(await send(throughSite(inOne64(n))));

    expect(tally(answers)).toEqual({ stored: 10, AddressLimitReachedError: 90 });
    // Another /64 is another client.
    expect(await send(throughSite('2001:db8:1:3::1'))).toBe('stored');
    expect(repository.savedApplications()).toHaveLength(11);
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', async () => {
    const { send } = productionIntake();
    for (let sent = 0; sent < 5; sent++) await send(throughSite('203.0.113.7'));
    for (let sent = 0; sent < 5; sent++) await send(throughSite('::ffff:203.0.113.7'));

    expect(await send(throughSite('::ffff:cb00:7107'))).toBe('AddressLimitReachedError');
  });

  it('lets 100 addresses of one /64 POST to the talk pages as one client: 20 an hour', async () => {
    const admit = talkPageAdmission(
      new InMemoryIntakeLedger(),
      new HmacAddressKeys(SECRET),
      fixedClock(),
    );
    const answers: boolean[] = [];
    for (let n = 1; n <= 100; n++)
      answers.push(await admit(clientAddress(throughSite(inOne64(n)), HOPS)));

    expect(answers.filter(Boolean)).toHaveLength(TALK_PAGE_POSTS_PER_ADDRESS.perWindow);
    expect(await admit(clientAddress(throughSite('2001:db8:1:3::1'), HOPS))).toBe(true);
  });
});

describe('the talk and status pages behind proxies', () => {
  const admissions = () => {
    const ledger = new InMemoryIntakeLedger();
    const keys = new HmacAddressKeys(SECRET);
    const clock = fixedClock();
    return {
      talk: talkPageAdmission(ledger, keys, clock),
      status: statusPageAdmission(ledger, keys, clock),
    };
  };
  const admitted = async (
    admit: (address: string, relay?: string) => Promise<boolean>,
    forged: ReturnType<typeof request>,
  ) => admit(clientAddress(forged, HOPS), relayAddress(forged, HOPS));

  it('bounds a caller forging a new sender at the function’s own URL by its relay count', async () => {
    const { talk, status } = admissions();
    let admittedCount = 0;
    for (let n = 0; n < LINK_PAGE_POSTS_PER_RELAY.perWindow + 50; n++) {
      const forged = direct('198.51.100.9', `203.0.${n >> 8}.${n & 255}`);
      if (await admitted(n % 2 === 0 ? status : talk, forged)) admittedCount++;
    }

    expect(admittedCount).toBe(LINK_PAGE_POSTS_PER_RELAY.perWindow);
    // Another caller has its own relay count.
    expect(await admitted(status, direct('198.51.100.10', '203.0.9.9'))).toBe(true);
  });

  it('lets many visitors through one CDN node post within the relay’s generous count', async () => {
    const { status } = admissions();
    const answers: boolean[] = [];
    for (let n = 1; n <= 200; n++)
      answers.push(await admitted(status, throughSite(`192.0.2.${n}`)));

    expect(answers.every(Boolean)).toBe(true);
  });
});
