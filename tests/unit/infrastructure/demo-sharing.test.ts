import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { SubmitApplication } from '../../../src/submission/application/submit-application';
import { InMemoryApplicationInbox } from '../../../src/applications/adapters/memory/in-memory-application-inbox';
import { shareSentApplications } from '../../../src/pages/public/demo-sharing';
import { receiveFromPublicPages } from '../../../src/pages/staff/demo/demo-sharing';
import { startDemoArrivals } from '../../../src/pages/staff/demo/demo-arrivals';
import { demoInbox, demoApplication } from '../../../src/pages/staff/demo/demo-inbox-data';
import { demoPastApplications } from '../../../src/pages/staff/demo/demo-past-applications';
import { demoErasedNumbers } from '../../../src/pages/staff/demo/demo-erased-numbers';
import { parseStaffPath } from '../../../src/pages/staff/staff-location';
import { demoInboxSearchPath, fictitiousSeedNumbers } from '../../../src/pages/shared/demo-numbers';
import { readDemoMessage, type DemoChannel } from '../../../src/pages/shared/demo-exchange';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { fixedClock, randomDrawing } from '../../support/deterministic';
import { validForm } from '../../support/application-fixtures';

const now = new Date('2026-11-21T15:00:00Z');
const open: BroadcastChannel[] = [];
let channelCount = 0;

/** A fresh channel name per test, and one real BroadcastChannel per page on it. */
function channels() {
  const name = `demo-sharing-test-${(channelCount += 1)}`;
  return () => {
    const channel = new BroadcastChannel(name);
    open.push(channel);
    return channel as unknown as DemoChannel;
  };
}

/** The demo's public page in a tab: its store, shared over `channel`, and its use case. */
function publicPage(channel: DemoChannel | null, ...draws: number[]) {
  const store = new InMemoryApplicationRepository();
  const shared = shareSentApplications(store, channel);
  const random = randomDrawing(...(draws.length > 0 ? draws : [4_321]));
  return { store, shared, submit: new SubmitApplication(store, random, fixedClock(), store) };
}

/** The demo's inbox in another tab, seeded as the staff page seeds it. */
function inboxPage(channel: DemoChannel) {
  const inbox = new InMemoryApplicationInbox({ now: () => now });
  const { records, histories } = demoInbox(now);
  inbox.seed(records, histories);
  inbox.seed(demoPastApplications(now).records);
  const announce = receiveFromPublicPages(inbox, channel);
  return { inbox, announce };
}

afterEach(() => {
  for (const channel of open.splice(0)) channel.close();
  vi.useRealTimers();
});

describe("the demo's public page and inbox, in two tabs of one browser", () => {
  it('puts what the public page sends into an open inbox, unopened', async () => {
    const channel = channels();
    const { inbox } = inboxPage(channel());
    const { submit } = publicPage(channel());

    const { id } = await submit.execute({ form: validForm({ first_name: 'Graciela' }) });

    await vi.waitFor(() => expect(inbox.store.records.get(id)).toBeDefined());
    expect(inbox.store.records.get(id)).toMatchObject({
      first_name: 'Graciela',
      openedAt: null,
      alert: true,
      status: true,
      isAssociated: false,
    });
  });

  it('hands an inbox opened later what a public page still open had sent', async () => {
    const channel = channels();
    const { submit } = publicPage(channel());
    const { id } = await submit.execute({ form: validForm({ first_name: 'Graciela' }) });

    const { inbox } = inboxPage(channel());

    await vi.waitFor(() => expect(inbox.store.records.get(id)?.first_name).toBe('Graciela'));
  });

  it('never gives an applicant a number the inbox’s fictitious applicants hold, even before it opens', async () => {
    const seeded = [...demoInbox(now).records, ...demoPastApplications(now).records];
    const taken = Number(seeded[0]!.id.slice(3));
    const { submit } = publicPage(null, taken, 4_321);

    const { id } = await submit.execute({ form: validForm() });

    expect(id).toBe('SOL4321');
    const fixed = new Set(fictitiousSeedNumbers());
    for (const { id: held } of [...seeded, ...demoErasedNumbers(now)])
      expect(fixed.has(held), held).toBe(true);
  });

  it("keeps the public page off the numbers of the inbox's later arrivals", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const channel = channels();
    const { inbox, announce } = inboxPage(channel());
    const stop = startDemoArrivals(inbox, { now: () => now }, 1_000, ({ id }) => announce?.(id));
    vi.advanceTimersByTime(1_000);
    stop();
    const arrival = demoApplication(demoInbox(now).records.length, now).id;
    expect(inbox.store.records.get(arrival)).toBeDefined();

    const { store, submit } = publicPage(channel(), Number(arrival.slice(3)), 4_321);

    // The inbox answers the page's hello with the numbers it holds.
    await vi.waitFor(async () => expect(await store.takenFrom(arrival, 1)).toEqual([arrival]));
    expect((await submit.execute({ form: validForm() })).id).toBe('SOL4321');
  });

  it('passes over, for its own arrivals, a number the public page already gave', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const channel = channels();
    const { inbox } = inboxPage(channel());
    const next = demoApplication(demoInbox(now).records.length, now).id;
    const { submit } = publicPage(channel(), Number(next.slice(3)));
    await submit.execute({ form: validForm({ first_name: 'Graciela' }) });
    await vi.waitFor(() => expect(inbox.store.records.get(next)?.first_name).toBe('Graciela'));

    const stop = startDemoArrivals(inbox, { now: () => now }, 1_000);
    vi.advanceTimersByTime(1_000);
    stop();

    expect(inbox.store.records.get(next)?.first_name).toBe('Graciela');
    const after = demoApplication(demoInbox(now).records.length + 1, now).id;
    expect(inbox.store.records.get(after)).toBeDefined();
  });

  it('does not bring back an application the staff removed when another tab says hello', async () => {
    const channel = channels();
    const { inbox } = inboxPage(channel());
    const { submit } = publicPage(channel());
    const { id } = await submit.execute({ form: validForm() });
    await vi.waitFor(() => expect(inbox.store.records.get(id)).toBeDefined());
    inbox.store.remove(id);

    // A second inbox opens: the public page answers its hello to every page on the channel.
    const second = inboxPage(channel());
    await vi.waitFor(() => expect(second.inbox.store.records.get(id)).toBeDefined());

    expect(inbox.store.records.get(id)).toBeUndefined();
  });

  it('says when this browser cannot share: no channel, nothing handed over', () => {
    expect(publicPage(null).shared).toBe(false);
    expect(receiveFromPublicPages(new InMemoryApplicationInbox(fixedClock()), null)).toBe(
      undefined,
    );
  });

  it('links the receipt to the inbox’s own address for a search by that number', () => {
    const id = applicationIdFromNumber(4_321);
    expect(parseStaffPath(demoInboxSearchPath(id))).toEqual({
      section: 'solicitudes',
      inbox: { kind: 'search', text: id },
    });
  });
});

describe('what the demo pages accept from the channel', () => {
  const sent = { ...demoApplication(3, now), id: applicationIdFromNumber(4_321) };

  it('reads a public page’s application, and only its fields', () => {
    const message = readDemoMessage({
      kind: 'sent',
      applications: [{ ...sent, openedAt: null, stage: 'asociada' }],
    });
    expect(message).toEqual({ kind: 'sent', applications: [sent] });
  });

  it('refuses anything else any script of the origin might post', () => {
    for (const data of [
      null,
      'hello',
      { kind: 'sent', applications: [{ ...sent, id: 'SOL12' }] },
      { kind: 'sent', applications: [{ ...sent, dui: '00000000-0' }] },
      { kind: 'sent', applications: [{ ...sent, date: '2026-11-21' }] },
      { kind: 'sent', applications: [{ ...sent, isAssociated: true }] },
      { kind: 'sent', applications: [{ ...sent, terms: false }] },
      { kind: 'numbers', ids: ['SOL4321', 'DROP TABLE'] },
      { kind: 'other' },
    ])
      expect(readDemoMessage(data), JSON.stringify(data)).toBeUndefined();
  });
});
