import { describe, expect, it } from 'vitest';
import { LoadNextPage } from '../../../src/inbox/application/load-next-page';
import {
  WatchApplication,
  WatchApplicationHistory,
} from '../../../src/inbox/application/watch-application';
import { WatchInboxPage } from '../../../src/inbox/application/watch-inbox-page';
import { WatchNewCount } from '../../../src/inbox/application/watch-new-count';
import type { ListPage } from '../../../src/inbox/application/list-reads';
import { WAITING_AFTER_DAYS } from '../../../src/applications/domain/progress';
import type { InboxPage } from '../../../src/applications/domain/application-inbox';
import { INBOX_PAGE_SIZE } from '../../../src/applications/domain/application-lists';
import { COUNT_LIMIT } from '../../../src/inbox/domain/application-count';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import type { HistoryEntry } from '../../../src/applications/domain/history-entry';
import {
  applicationRecord,
  arrivingNow,
  hourlyRecords,
  hoursAgo,
} from '../../support/application-record-fixtures';
import { CLERK, inboxWith, nextValue } from '../../support/staff-fixtures';
import { fixedClock } from '../../support/deterministic';

const CLOCK = fixedClock();

/** Waits for the watch to deliver a value that passes `until`. */
function valueWhere<T>(
  watch: (listener: { next(value: T): void; error(error: Error): void }) => () => void,
  until: (value: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let found = false;
    const stop = watch({
      next: (value) => {
        if (found || !until(value)) return;
        found = true;
        queueMicrotask(() => stop());
        resolve(value);
      },
      error: reject,
    });
  });
}

describe('WatchInboxPage and LoadNextPage', () => {
  it('shows the first 30 of a stage newest first, and the rest on request', async () => {
    const newest = applicationRecord('SOL9000', hoursAgo(0.5), { stage: 'en-tramite' });
    const nuevas = hourlyRecords(60);
    const inbox = inboxWith(...nuevas, newest);
    const first = await nextValue<InboxPage>((listener) =>
      new WatchInboxPage(inbox, CLOCK).watch('nueva', listener),
    );
    expect(first.applications).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.applications[0]?.id).toBe('SOL1000');
    expect(first.next).not.toBeNull();

    const rest = await new LoadNextPage(inbox, CLOCK).execute('nueva', first.next!);
    expect(rest.applications.map(({ id }) => id)).toEqual(nuevas.slice(30).map(({ id }) => id));
    expect(rest.next).toBeNull();
  });

  it('delivers a new application to an open list without asking', async () => {
    const inbox = inboxWith(applicationRecord('SOL1000', hoursAgo(2)));
    const arrived = valueWhere<InboxPage>(
      (listener) => new WatchInboxPage(inbox, CLOCK).watch('nueva', listener),
      (page) => page.applications.length === 2,
    );
    inbox.receive(arrivingNow('SOL2000'));
    expect((await arrived).applications.map(({ id }) => id)).toEqual(['SOL2000', 'SOL1000']);
  });
});

describe('WatchInboxPage and LoadNextPage on Esperando al solicitante', () => {
  const now = CLOCK.now().getTime();
  const DAY = 86_400_000;
  const waitingFor = (id: string, ms: number) =>
    applicationRecord(id as ApplicationRecord['id'], hoursAgo(24 * 60), {
      stage: 'en-tramite',
      progressAt: new Date(now - ms),
    });

  it('lists En trámite without progress for more than 14 days as of the clock, longest waiting first, and says when it read them', async () => {
    const inbox = inboxWith(
      waitingFor('SOL1000', WAITING_AFTER_DAYS * DAY + 1),
      waitingFor('SOL2000', WAITING_AFTER_DAYS * DAY),
      waitingFor('SOL3000', 40 * DAY),
      applicationRecord('SOL4000', hoursAgo(24 * 60)),
    );
    const page = await nextValue<ListPage>((listener) =>
      new WatchInboxPage(inbox, CLOCK).watch('esperando', listener),
    );
    expect(page.applications.map(({ id }) => id)).toEqual(['SOL3000', 'SOL1000']);
    expect(page.asOf).toEqual(CLOCK.now());
  });

  it('reads the rest of the waiting list on request, from its cursor', async () => {
    const waiting = Array.from({ length: 35 }, (_, index) =>
      waitingFor(`SOL${5000 + index}`, (60 - index) * DAY),
    );
    const inbox = inboxWith(...waiting);
    const first = await nextValue<ListPage>((listener) =>
      new WatchInboxPage(inbox, CLOCK).watch('esperando', listener),
    );
    expect(first.applications).toHaveLength(INBOX_PAGE_SIZE);
    const rest = await new LoadNextPage(inbox, CLOCK).execute('esperando', first.next!);
    expect(rest.applications.map(({ id }) => id)).toEqual(
      waiting.slice(INBOX_PAGE_SIZE).map(({ id }) => id),
    );
    expect(rest.next).toBeNull();
  });
});

describe('WatchNewCount', () => {
  it('counts the Nuevas, and counts again when one arrives or moves on', async () => {
    const inbox = inboxWith(
      applicationRecord('SOL1000', hoursAgo(1)),
      applicationRecord('SOL2000', hoursAgo(1)),
      applicationRecord('SOL3000', hoursAgo(1), { stage: 'cerrada' }),
    );
    const counts: number[] = [];
    const seen = (count: number) =>
      valueWhere<number>(
        (listener) =>
          new WatchNewCount(inbox).watch({
            next: (value) => {
              counts.push(value);
              listener.next(value);
            },
            error: listener.error,
          }),
        (value) => value === count,
      );
    expect(await seen(2)).toBe(2);

    const three = seen(3);
    inbox.receive(arrivingNow('SOL4000'));
    expect(await three).toBe(3);

    const two = seen(2);
    await inbox.recordTransition(
      'SOL4000',
      { from: 'nueva', to: 'en-tramite', reason: null },
      CLERK,
    );
    expect(await two).toBe(2);
  });

  it(`counts no further than ${COUNT_LIMIT}, a page and one more`, async () => {
    const inbox = inboxWith(...hourlyRecords(COUNT_LIMIT + 10));
    expect(await nextValue<number>((listener) => new WatchNewCount(inbox).watch(listener))).toBe(
      COUNT_LIMIT,
    );
  });
});

describe('WatchApplication and WatchApplicationHistory', () => {
  it('show one application and its history as they change', async () => {
    const inbox = inboxWith(applicationRecord('SOL1000', hoursAgo(1)));
    const moved = valueWhere<ApplicationRecord | undefined>(
      (listener) => new WatchApplication(inbox).watch('SOL1000', listener),
      (record) => record?.alert === false,
    );
    const noted = valueWhere<HistoryEntry[]>(
      (listener) => new WatchApplicationHistory(inbox).watch('SOL1000', listener),
      (entries) => entries.length === 2,
    );
    await inbox.recordTransition(
      'SOL1000',
      { from: 'nueva', to: 'en-tramite', reason: null },
      CLERK,
    );
    await inbox.addNote('SOL1000', 'Trae el recibo.', CLERK);
    expect(await moved).toMatchObject({ id: 'SOL1000', status: true, isAssociated: false });
    expect((await noted).map((entry) => entry.kind)).toEqual(['transition', 'note']);
  });

  it('says when there is no such application', async () => {
    expect(
      await nextValue((listener) => new WatchApplication(inboxWith()).watch('SOL1234', listener)),
    ).toBeUndefined();
  });
});
