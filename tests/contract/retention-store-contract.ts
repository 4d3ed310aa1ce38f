import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../src/access/domain/staff-member';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { RetentionStore } from '../../src/applications/domain/applicant-data-store';
import type { ErasureRecord } from '../../src/applications/domain/erasure-record';
import {
  ApplicationGoneError,
  NotPastQuarantineError,
  NotPastRetentionError,
} from '../../src/applications/domain/erasure-errors';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import { storedApplication } from '../support/application-fixtures';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { twoOfEachStage } from './inbox-reads';

/**
 * What a test needs from a RetentionStore adapter (the purge's part of the ApplicantDataStore:
 * the admins' button and the monthly schedule). `createHarness` returns a fresh, empty store each
 * time.
 */
export interface RetentionStoreHarness {
  /** The port under test. */
  store: RetentionStore;
  /** Who erases: an admin, or the monthly schedule (SCHEDULED_PURGE). */
  by: SignedInUser;
  /** Stores these applications exactly as given, bypassing the port. */
  seed(records: readonly ApplicationRecord[]): Promise<void>;
  /** The erasure record of this application as admins read it; undefined when there is none. */
  erasureOf(id: ApplicationId): Promise<ErasureRecord | undefined>;
  /** Whether the application, with the applicant's data, is still stored. */
  isStored(id: ApplicationId): Promise<boolean>;
  /** The public page's port on the same storage. */
  publicRepository: ApplicationRepository;
  /** Stores what erasures left, exactly as given (erasedAt included), bypassing the port. */
  seedErasures(records: readonly ErasureRecord[]): Promise<void>;
  /** A history entry left under an erasure record, as an erasure cut short leaves one. */
  leaveHistoryEntry(id: ApplicationId): Promise<void>;
  /** How many history entries storage holds under this number. */
  historySize(id: ApplicationId): Promise<number>;
}

/**
 * Day `day` of 2020: erasures that long ago are past the 730 days the rules ask of a quarantine
 * ended, whatever day the tests run.
 */
const dayOf2020 = (day: number) => new Date(Date.UTC(2020, 0, 1) + day * 86_400_000);

/** What an erasure on `day` of 2020 left of the application `id`. */
const erasedOn = (id: ApplicationId, day: number, by: SignedInUser): ErasureRecord => ({
  id,
  erasedAt: dayOf2020(day),
  erasedBy: { uid: by.uid, email: by.email },
  reason: day % 2 === 0 ? 'plazo-vencido' : 'peticion-del-titular',
});

/** Day 50 of 2020: the quarantine cutoff of these cases. */
const QUARANTINE_CUTOFF = dayOf2020(50);

/**
 * Every stage, sent on days 1..5 and 101..105 of 2025 (SOL2002 and SOL3002 are Asociada; SOL2004
 * and SOL3004 are held En revisión, which the purge erases like any other that is not Asociada).
 */
const agedMix = () =>
  twoOfEachStage(
    (index) => 1 + index,
    (index) => 101 + index,
  );

/** Day 50 of 2025: between the two halves of agedMix. */
const CUTOFF = dayOf2025(50);

/** What every RetentionStore adapter promises the retention purge. */
export function describeRetentionStoreContract(
  adapterName: string,
  createHarness: () => Promise<RetentionStoreHarness>,
) {
  describe(`${adapterName} honours the RetentionStore contract`, () => {
    it('counts and lists, oldest first and at most the limit, the applications sent by the cutoff that are not Asociada', async () => {
      const { store, seed } = await createHarness();
      await seed(agedMix());

      expect(await store.countPastRetention(CUTOFF, 10)).toBe(4);
      expect(await store.countPastRetention(CUTOFF, 2)).toBe(2);
      expect(await store.pastRetention(CUTOFF, 10)).toEqual([
        'SOL2000',
        'SOL2001',
        'SOL2003',
        'SOL2004',
      ]);
      expect(await store.pastRetention(CUTOFF, 2)).toEqual(['SOL2000', 'SOL2001']);
    });

    it('takes in one sent at the very cutoff, not one a millisecond after, and puts those sent at the same moment in number order', async () => {
      const { store, seed } = await createHarness();
      const justAfter = new Date(CUTOFF.getTime() + 1);
      await seed([
        applicationRecord('SOL4003', justAfter),
        applicationRecord('SOL4002', CUTOFF, { stage: 'cerrada' }),
        applicationRecord('SOL4001', CUTOFF, { stage: 'en-tramite' }),
        applicationRecord('SOL4000', dayOf2025(49), { stage: 'asociada' }),
      ]);

      expect(await store.countPastRetention(CUTOFF, 10)).toBe(2);
      expect(await store.pastRetention(CUTOFF, 10)).toEqual(['SOL4001', 'SOL4002']);
      expect(await store.pastRetention(CUTOFF, 1)).toEqual(['SOL4001']);
      expect(await store.pastRetention(justAfter, 10)).toEqual(['SOL4001', 'SOL4002', 'SOL4003']);
    });

    it('erases for good: a record of who, when and why without the personal data, listed no more, the number never given again', async () => {
      const { store, by, seed, erasureOf, isStored, publicRepository } = await createHarness();
      await seed(agedMix());

      await store.erase('SOL2000', 'plazo-vencido', by);

      expect(await erasureOf('SOL2000')).toEqual({
        id: 'SOL2000',
        reason: 'plazo-vencido',
        erasedBy: { uid: by.uid, email: by.email },
        erasedAt: expect.any(Date),
      });
      expect(Number.isNaN((await erasureOf('SOL2000'))!.erasedAt.getTime())).toBe(false);
      expect(await isStored('SOL2000')).toBe(false);
      expect(await store.countPastRetention(CUTOFF, 10)).toBe(3);
      expect(await store.pastRetention(CUTOFF, 10)).toEqual(['SOL2001', 'SOL2003', 'SOL2004']);
      expect(await publicRepository.create(storedApplication('SOL2000'))).toBe('id-taken');
      expect(await isStored('SOL2001')).toBe(true);
      expect(await erasureOf('SOL2001')).toBeUndefined();
    });

    it('finds nothing to erase in an application erased already or never sent, and leaves the first record', async () => {
      const { store, by, seed, erasureOf } = await createHarness();
      await seed([applicationRecord('SOL1500', dayOf2025(1))]);
      await store.erase('SOL1500', 'peticion-del-titular', by);

      await expect(store.erase('SOL1500', 'plazo-vencido', by)).rejects.toBeInstanceOf(
        ApplicationGoneError,
      );
      await expect(store.erase('SOL1501', 'plazo-vencido', by)).rejects.toBeInstanceOf(
        ApplicationGoneError,
      );
      expect(await erasureOf('SOL1500')).toMatchObject({ reason: 'peticion-del-titular' });
      expect(await erasureOf('SOL1501')).toBeUndefined();
    });

    it('counts and lists, oldest erasure first and at most the limit, the erasure records made by the quarantine cutoff; never a live application', async () => {
      const { store, by, seed, seedErasures } = await createHarness();
      await seed(agedMix());
      // Numbered against their order of erasure, so that the order is erasedAt's.
      await seedErasures([
        erasedOn('SOL5003', 1, by),
        erasedOn('SOL5001', 3, by),
        erasedOn('SOL5002', 2, by),
        erasedOn('SOL5000', 50, by),
        erasedOn('SOL5004', 51, by),
      ]);

      expect(await store.countPastQuarantine(QUARANTINE_CUTOFF, 10)).toBe(4);
      expect(await store.countPastQuarantine(QUARANTINE_CUTOFF, 2)).toBe(2);
      expect(await store.pastQuarantine(QUARANTINE_CUTOFF, 10)).toEqual([
        'SOL5003',
        'SOL5002',
        'SOL5001',
        'SOL5000',
      ]);
      expect(await store.pastQuarantine(QUARANTINE_CUTOFF, 2)).toEqual(['SOL5003', 'SOL5002']);
      expect(await store.pastQuarantine(dayOf2020(0), 10)).toEqual([]);
    });

    it('releases a number past the quarantine: the record goes with what its erasure left, and the next application under the number starts afresh', async () => {
      const {
        store,
        by,
        seedErasures,
        leaveHistoryEntry,
        historySize,
        erasureOf,
        publicRepository,
        isStored,
      } = await createHarness();
      await seedErasures([erasedOn('SOL5010', 1, by), erasedOn('SOL5011', 2, by)]);
      await leaveHistoryEntry('SOL5010');
      expect(await publicRepository.create(storedApplication('SOL5010'))).toBe('id-taken');

      await store.release('SOL5010', QUARANTINE_CUTOFF);

      expect(await erasureOf('SOL5010')).toBeUndefined();
      expect(await historySize('SOL5010')).toBe(0);
      expect(await store.pastQuarantine(QUARANTINE_CUTOFF, 10)).toEqual(['SOL5011']);
      expect(await publicRepository.create(storedApplication('SOL5010'))).toBe('created');
      expect(await isStored('SOL5010')).toBe(true);
      expect(await historySize('SOL5010')).toBe(0);
      expect(await erasureOf('SOL5011')).toMatchObject({ id: 'SOL5011' });
    });

    it('never releases a record younger than the cutoff nor a live application, and does nothing where nothing is stored', async () => {
      const { store, by, seed, seedErasures, erasureOf, isStored, publicRepository } =
        await createHarness();
      await seed([applicationRecord('SOL5020', dayOf2025(1))]);
      await seedErasures([erasedOn('SOL5021', 51, by)]);

      await expect(store.release('SOL5021', QUARANTINE_CUTOFF)).rejects.toBeInstanceOf(
        NotPastQuarantineError,
      );
      await expect(store.release('SOL5020', QUARANTINE_CUTOFF)).rejects.toBeInstanceOf(
        NotPastQuarantineError,
      );
      await store.release('SOL5022', QUARANTINE_CUTOFF);

      expect(await erasureOf('SOL5021')).toMatchObject({ id: 'SOL5021' });
      expect(await isStored('SOL5020')).toBe(true);
      expect(await publicRepository.create(storedApplication('SOL5021'))).toBe('id-taken');
      expect(await isStored('SOL5022')).toBe(false);
    });

    it('never erases an Asociada as a retention purge, but does when the applicant asks', async () => {
      const { store, by, seed, erasureOf, isStored } = await createHarness();
      await seed(
        ['SOL1505', 'SOL1506'].map((id) =>
          applicationRecord(id as ApplicationId, dayOf2025(1), { stage: 'asociada' }),
        ),
      );

      await expect(store.erase('SOL1505', 'plazo-vencido', by)).rejects.toBeInstanceOf(
        NotPastRetentionError,
      );
      expect(await isStored('SOL1505')).toBe(true);
      expect(await erasureOf('SOL1505')).toBeUndefined();

      await store.erase('SOL1506', 'peticion-del-titular', by);
      expect(await erasureOf('SOL1506')).toMatchObject({ reason: 'peticion-del-titular' });
      expect(await isStored('SOL1506')).toBe(false);
    });
  });
}
