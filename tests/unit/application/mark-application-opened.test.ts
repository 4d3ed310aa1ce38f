import { describe, expect, it } from 'vitest';
import { MarkApplicationOpened } from '../../../src/inbox/application/mark-opened';
import { isUnopened } from '../../../src/applications/domain/opened';
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

  it('marks only a Nueva: one in another stage was worked from its detail, stamp or not', async () => {
    const worked = applicationRecord('SOL7003', hoursAgo(40), { stage: 'en-tramite' });
    const nueva = applicationRecord('SOL7004', hoursAgo(40));
    expect(worked.openedAt).toBeNull();
    expect(isUnopened(worked)).toBe(false);
    expect(isUnopened(nueva)).toBe(true);

    const inbox = inboxWith(worked);
    await new MarkApplicationOpened(inbox).execute(worked);
    expect(inbox.store.records.get('SOL7003')?.openedAt).toBeNull();
  });
});
