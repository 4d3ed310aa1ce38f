import { describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import type { ApplicantDataStore } from '../../src/applications/domain/applicant-data-store';
import { ApplicationGoneError } from '../../src/applications/domain/erasure-errors';
import type { ApplicationInbox } from '../../src/applications/domain/application-inbox';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { SignedInUser } from '../../src/access/domain/staff-member';
import { storedApplication } from '../support/application-fixtures';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { ids, recordOf } from './inbox-reads';
import {
  describeRetentionStoreContract,
  type RetentionStoreHarness,
} from './retention-store-contract';

/**
 * What a test needs from an ApplicantDataStore adapter. `createHarness` returns a fresh, empty
 * store each time.
 */
export interface ApplicantDataHarness {
  /** The port under test, acting for `admin`: a signed-in admin on the allowlist. */
  store: ApplicantDataStore;
  /** The inbox on the same storage, acting for the same admin. */
  inbox: ApplicationInbox;
  admin: SignedInUser;
  /** Stores these applications exactly as given, bypassing the ports. */
  seed(records: readonly ApplicationRecord[]): Promise<void>;
  /** The public page's port on the same storage. */
  publicRepository: ApplicationRepository;
  /** Whether the application, with the applicant's data, is still stored. */
  isStored(id: ApplicationId): Promise<boolean>;
  /** For the retention contract: see RetentionStoreHarness. */
  seedErasures: RetentionStoreHarness['seedErasures'];
  leaveHistoryEntry: RetentionStoreHarness['leaveHistoryEntry'];
  historySize: RetentionStoreHarness['historySize'];
}

export function describeApplicantDataStoreContract(
  adapterName: string,
  createHarness: () => Promise<ApplicantDataHarness>,
) {
  describe(`${adapterName} honours the ApplicantDataStore contract`, () => {
    it('corrects one field, leaves the others, and records which field, by whom and when, never the old value', async () => {
      const { store, inbox, admin, seed } = await createHarness();
      const original = applicationRecord('SOL1500', dayOf2025(1), {
        stage: 'en-tramite',
        phone: '7000-1111',
        email: 'vieja@example.com',
      });
      await seed([original]);

      await store.rectify('SOL1500', 'phone', '2222-3333', admin);

      const corrected = await recordOf(inbox, 'SOL1500', (record) => record?.phone === '2222-3333');
      expect(corrected).toEqual({ ...original, phone: '2222-3333' });
      const history = await store.readHistory('SOL1500');
      expect(history).toEqual([
        expect.objectContaining({ kind: 'rectification', field: 'phone', by: admin }),
      ]);
      expect(Number.isNaN(history[0]!.at.getTime())).toBe(false);
      expect(JSON.stringify(history)).not.toContain('7000-1111');
    });

    it('refuses to correct an application that does not exist', async () => {
      const { store, admin } = await createHarness();
      await expect(store.rectify('SOL1501', 'first_name', 'Rosa', admin)).rejects.toBeInstanceOf(
        ApplicationGoneError,
      );
    });

    it('reads a whole history once, oldest first: moves, notes and corrections', async () => {
      const { store, inbox, admin, seed } = await createHarness();
      await seed([applicationRecord('SOL1502', dayOf2025(1))]);
      await inbox.recordTransition(
        'SOL1502',
        { from: 'nueva', to: 'en-tramite', reason: null },
        admin,
      );
      await inbox.addNote('SOL1502', 'Trae sus documentos el lunes.', admin);
      await store.rectify('SOL1502', 'address', 'Barrio San José, casa 4, Suchitoto', admin);

      const history = await store.readHistory('SOL1502');
      expect(history.map((entry) => entry.kind)).toEqual(['transition', 'note', 'rectification']);
      expect(history[1]).toMatchObject({
        kind: 'note',
        text: 'Trae sus documentos el lunes.',
        by: admin,
      });
    });

    it('hands over the whole history for an access request, however long it grew', async () => {
      const { store, inbox, admin, seed } = await createHarness();
      await seed([applicationRecord('SOL1505', dayOf2025(1))]);
      // More than one read of the Firestore adapter (MAX_HISTORY_READ, 500 entries).
      const notes = Array.from({ length: 520 }, (_, n) => `Nota ${n + 1}`);
      for (let start = 0; start < notes.length; start += 40)
        await Promise.all(
          notes.slice(start, start + 40).map((text) => inbox.addNote('SOL1505', text, admin)),
        );

      const history = await store.readHistory('SOL1505');
      expect(history).toHaveLength(notes.length);
      expect(new Set(history.map((entry) => entry.id)).size).toBe(notes.length);
      const times = history.map((entry) => entry.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const texts = history.map((entry) => (entry.kind === 'note' ? entry.text : ''));
      expect(texts.sort()).toEqual([...notes].sort());
    }, 60_000);

    it('erases an application for good: gone from lists, search and history, a record without personal data left, the number never given again', async () => {
      const { store, inbox, admin, seed, publicRepository } = await createHarness();
      const doomed = applicationRecord('SOL1503', dayOf2025(1), {
        stage: 'en-tramite',
        dui: '01234567-8',
      });
      await seed([doomed, applicationRecord('SOL1504', dayOf2025(2), { dui: '01234567-8' })]);
      await inbox.addNote('SOL1503', 'Pidió que borremos sus datos.', admin);

      await store.erase('SOL1503', 'peticion-del-titular', admin);

      expect(await recordOf(inbox, 'SOL1503', (record) => record === undefined)).toBeUndefined();
      expect(ids(await inbox.search('dui', ['01234567-8'], 10))).toEqual(['SOL1504']);
      expect(await inbox.search('id', ['SOL1503'], 10)).toEqual([]);
      expect(await store.readHistory('SOL1503')).toEqual([]);
      const erasure = await store.erasureOf('SOL1503');
      expect(erasure).toEqual({
        id: 'SOL1503',
        reason: 'peticion-del-titular',
        erasedBy: admin,
        erasedAt: expect.any(Date),
      });
      expect(JSON.stringify(erasure)).not.toContain(doomed.dui);
      expect(await publicRepository.create(storedApplication('SOL1503'))).toBe('id-taken');
      await expect(store.erase('SOL1503', 'peticion-del-titular', admin)).rejects.toBeInstanceOf(
        ApplicationGoneError,
      );
      expect(await store.erasureOf('SOL1504')).toBeUndefined();
    });
  });

  // The purge's half of the store: the same promises as the server's monthly schedule makes.
  describeRetentionStoreContract(adapterName, async () => {
    const { store, admin, seed, publicRepository, isStored, ...erasures } = await createHarness();
    return {
      store,
      by: admin,
      seed,
      erasureOf: (id) => store.erasureOf(id),
      isStored,
      publicRepository,
      seedErasures: erasures.seedErasures,
      leaveHistoryEntry: erasures.leaveHistoryEntry,
      historySize: erasures.historySize,
    };
  });
}
