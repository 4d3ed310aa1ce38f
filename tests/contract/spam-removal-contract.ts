import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../src/access/domain/staff-member';
import type { AuditLog } from '../../src/audit/domain/audit-log';
import type { AuditRecord } from '../../src/audit/domain/audit-record';
import type { ApplicationInbox } from '../../src/applications/domain/application-inbox';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { HistoryEntry } from '../../src/applications/domain/history-entry';
import type { SpamRemoval } from '../../src/inbox/domain/spam-removal';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import { createApplication } from '../../src/submission/domain/new-application';
import { validForm } from '../support/application-fixtures';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { watchUntil } from './watch-until';

export interface SpamRemovalWorld {
  removal: SpamRemoval;
  auditLog: AuditLog;
  inbox: ApplicationInbox;
  /** The public page's (or the server's) way in: proves a number is free again. */
  repository: ApplicationRepository;
  admin: SignedInUser;
  seed: (records: readonly ApplicationRecord[]) => Promise<void>;
}

/** The numbers a record names (a removal's; other kinds name none here). */
const numbersOf = (record: AuditRecord) => ('numbers' in record ? record.numbers : []);

const spam = (id: `SOL${number}`, day: number) =>
  applicationRecord(id, dayOf2025(day), { stage: 'cerrada', closeReason: 'spam' });

/** Waits for an empty history (a live view may first show what its cache held). */
const emptiedHistory = (inbox: ApplicationInbox, id: `SOL${number}`) =>
  watchUntil<HistoryEntry[]>(
    (listener) => inbox.watchHistory(id, listener),
    (entries) => entries.length === 0,
  );

/**
 * What every SpamRemoval adapter does, with the AuditLog it writes to: spam goes with its
 * history and its number is free at once; anything else stays; the log names the numbers.
 */
export function describeSpamRemovalContract(name: string, world: () => Promise<SpamRemovalWorld>) {
  describe(`${name} (spam removal contract)`, () => {
    it('deletes spam with its history, frees its number, and records the removal', async () => {
      const { removal, auditLog, inbox, repository, admin, seed } = await world();
      await seed([spam('SOL2001', 10), spam('SOL2002', 11)]);
      await inbox.addNote('SOL2001', 'Llegaron 40 iguales en un minuto.', admin);

      const outcome = await removal.remove(['SOL2001', 'SOL2002'], admin);

      expect(outcome).toEqual({ removed: ['SOL2001', 'SOL2002'], kept: [] });
      const gone = await watchUntil<ApplicationRecord | undefined>(
        (listener) => inbox.watchApplication('SOL2001', listener),
        (record) => record === undefined,
      );
      expect(gone).toBeUndefined();
      expect(await emptiedHistory(inbox, 'SOL2001')).toEqual([]);
      const reused = createApplication(validForm(), 'SOL2001', dayOf2025(20));
      expect(await repository.create(reused)).toBe('created');

      const { records } = await auditLog.page(null, 10);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        kind: 'eliminacion-de-spam',
        numbers: ['SOL2001', 'SOL2002'],
        count: 2,
        by: { uid: admin.uid, email: admin.email },
      });
      expect(records[0]!.at).toBeInstanceOf(Date);
    });

    it('leaves what is not closed as spam, and what is not there, as it is', async () => {
      const { removal, auditLog, inbox, admin, seed } = await world();
      await seed([
        spam('SOL3001', 10),
        applicationRecord('SOL3002', dayOf2025(11), { stage: 'cerrada', closeReason: 'desistio' }),
        applicationRecord('SOL3003', dayOf2025(12), { stage: 'nueva' }),
      ]);

      const outcome = await removal.remove(['SOL3001', 'SOL3002', 'SOL3003', 'SOL3004'], admin);

      expect(outcome).toEqual({ removed: ['SOL3001'], kept: ['SOL3002', 'SOL3003', 'SOL3004'] });
      for (const id of ['SOL3002', 'SOL3003'] as const) {
        const record = await watchUntil<ApplicationRecord | undefined>(
          (listener) => inbox.watchApplication(id, listener),
          (found) => found !== undefined,
        );
        expect(record?.id).toBe(id);
      }
      const { records } = await auditLog.page(null, 10);
      expect(records.map(numbersOf)).toEqual([['SOL3001']]);
    });

    it('records nothing when nothing was spam', async () => {
      const { removal, auditLog, admin, seed } = await world();
      await seed([applicationRecord('SOL4001', dayOf2025(10), { stage: 'en-tramite' })]);

      expect(await removal.remove(['SOL4001'], admin)).toEqual({ removed: [], kept: ['SOL4001'] });
      expect((await auditLog.page(null, 10)).records).toEqual([]);
    });

    it('reads the log newest first, a page at a time', async () => {
      const { removal, auditLog, admin, seed } = await world();
      await seed([spam('SOL5001', 1), spam('SOL5002', 2), spam('SOL5003', 3)]);
      for (const id of ['SOL5001', 'SOL5002', 'SOL5003'] as const)
        await removal.remove([id], admin);

      const first = await auditLog.page(null, 2);
      expect(first.records.map((record) => numbersOf(record)[0])).toEqual(['SOL5003', 'SOL5002']);
      expect(first.next).not.toBeNull();
      const second = await auditLog.page(first.next, 2);
      expect(second.records.map((record) => numbersOf(record)[0])).toEqual(['SOL5001']);
      expect(second.next).toBeNull();
    });
  });
}
