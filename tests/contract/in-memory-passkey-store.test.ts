import { InMemoryAuditLog } from '../../src/audit/adapters/memory/in-memory-audit-log';
import {
  InMemoryChallengeStore,
  InMemoryPasskeyStore,
} from '../../src/passkeys/adapters/memory/in-memory-passkey-store';
import { describePasskeyStoreContract } from './passkey-store-contract';

describePasskeyStoreContract('InMemoryPasskeyStore', async () => {
  const log = new InMemoryAuditLog({ now: () => new Date('2026-03-14T15:09:26.000Z') });
  return {
    keys: new InMemoryPasskeyStore(log),
    challenges: new InMemoryChallengeStore(),
    keyChanges: async () =>
      (await log.page(null, 100)).records.flatMap((record) =>
        record.kind === 'cambio-de-llaves'
          ? [
              {
                id: record.id,
                kind: record.kind,
                change: record.change,
                memberUid: record.member.uid,
                memberEmail: record.member.email,
                keyName: record.keyName,
                count: record.count,
                uid: record.by.uid,
                email: record.by.email,
              },
            ]
          : [],
      ),
  };
});
