import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../../../src/audit/adapters/memory/in-memory-audit-log';
import { MAX_NUMBERS_PER_REMOVAL } from '../../../src/audit/domain/audit-record';
import { InMemoryApplicationInbox } from '../../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemorySpamRemoval } from '../../../src/inbox/adapters/memory/in-memory-spam-removal';
import { RemoveSpam } from '../../../src/inbox/application/remove-spam';
import { SpamRemovalRefusedError } from '../../../src/inbox/domain/inbox-errors';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { applicationRecord, dayOf2025 } from '../../support/application-record-fixtures';
import { fixedClock } from '../../support/deterministic';

const admin = { uid: 'admin-1', email: 'admin@coop.test', role: 'admin' as const };
const clerk = { uid: 'clerk-1', email: 'clerk@coop.test', role: 'staff' as const };

function removeSpam() {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  inbox.seed([
    applicationRecord('SOL1000', dayOf2025(1), { stage: 'cerrada', closeReason: 'spam' }),
  ]);
  return {
    inbox,
    useCase: new RemoveSpam(
      new InMemorySpamRemoval(inbox.store, new InMemoryAuditLog(fixedClock())),
    ),
  };
}

describe('RemoveSpam', () => {
  it('refuses staff who are not admins, and removes nothing', async () => {
    const { inbox, useCase } = removeSpam();
    expect(() => useCase.execute(['SOL1000'], clerk)).toThrow(SpamRemovalRefusedError);
    expect(inbox.store.records.has('SOL1000')).toBe(true);
  });

  it('names each number once', async () => {
    const { useCase } = removeSpam();
    expect(await useCase.execute(['SOL1000', 'SOL1000'], admin)).toEqual({
      removed: ['SOL1000'],
      kept: [],
    });
  });

  it(`takes 1 to ${MAX_NUMBERS_PER_REMOVAL} numbers, what one audit record may name`, () => {
    const { useCase } = removeSpam();
    const tooMany = Array.from({ length: MAX_NUMBERS_PER_REMOVAL + 1 }, (_, i) =>
      applicationIdFromNumber(2000 + i),
    );
    expect(() => useCase.execute([], admin)).toThrow(SpamRemovalRefusedError);
    expect(() => useCase.execute(tooMany, admin)).toThrow(SpamRemovalRefusedError);
  });
});
