import { describe, expect, it } from 'vitest';
import { MarkApplicationOpened } from '../../../src/inbox/application/mark-opened';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { inboxWith } from '../../support/staff-fixtures';
import { fixedClock } from '../../support/deterministic';

describe('MarkApplicationOpened', () => {
  it('stamps the first opening with the store’s clock, and asks storage nothing for one already opened', async () => {
    const fresh = applicationRecord('SOL7001', hoursAgo(2));
    const seen = applicationRecord('SOL7002', hoursAgo(3), { openedAt: hoursAgo(1) });
    const inbox = inboxWith(fresh, seen);
    const asked: string[] = [];
    const markOpened = inbox.markOpened.bind(inbox);
    inbox.markOpened = (id) => {
      asked.push(id);
      return markOpened(id);
    };
    const useCase = new MarkApplicationOpened(inbox);

    await useCase.execute(fresh);
    await useCase.execute(seen);

    expect(asked).toEqual(['SOL7001']);
    expect(inbox.store.records.get('SOL7001')?.openedAt).toEqual(fixedClock().now());
    expect(inbox.store.records.get('SOL7002')?.openedAt).toEqual(hoursAgo(1));
  });
});
