import { describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { StatusRecords } from '../../src/applications/domain/status-records';
import { SUBMISSION_TOLERANCE_MS } from '../../src/applications/domain/same-submission';
import type { Stage } from '../../src/applications/domain/workflow/stage';
import { applicationRecord, type RecordOptions } from '../support/application-record-fixtures';

/** A history entry as both stores can tell it: what it says, and whether the applicant wrote it. */
export interface WrittenEntry {
  kind: string;
  from?: unknown;
  to?: unknown;
  reason?: unknown;
  byApplicant: boolean;
}

export interface StatusRecordsHarness {
  records: StatusRecords;
  /** Stores these applications as they are, past any port (set-up). */
  seed(records: readonly ApplicationRecord[]): Promise<void>;
  /** Erases a stored application as the admins' button does: only its erasure record stays. */
  erase(id: ApplicationId): Promise<void>;
  /** The application's history entries, oldest first. */
  historyOf(id: ApplicationId): Promise<WrittenEntry[]>;
}

const SUBMITTED = new Date('2026-03-10T15:09:26.000Z');
const at = (offsetMs: number) => new Date(SUBMITTED.getTime() + offsetMs);
const stored = (id: ApplicationId, options: RecordOptions = {}) =>
  applicationRecord(id, SUBMITTED, { dui: '02495046-3', email: 'ana@example.com', ...options });

/**
 * What every StatusRecords adapter promises the status pages. Each adapter's test file calls this
 * with a factory that returns a fresh, empty store.
 */
export function describeStatusRecordsContract(
  adapterName: string,
  createHarness: () => Promise<StatusRecordsHarness>,
) {
  describe(`${adapterName} honours the StatusRecords contract`, () => {
    it('knows no status, holder or withdrawal for a number nobody holds', async () => {
      const { records, seed } = await createHarness();
      await seed([stored('SOL1002')]);

      expect(await records.statusOf('SOL1001')).toBeUndefined();
      expect(await records.holderOf('SOL1001')).toBeUndefined();
      expect(await records.withdraw('SOL1001', SUBMITTED)).toBe('gone');
    });

    it('knows nothing of an erased application: its erasure record is no application', async () => {
      const { records, seed, erase } = await createHarness();
      await seed([stored('SOL1001', { stage: 'en-tramite' })]);
      await erase('SOL1001');

      expect(await records.statusOf('SOL1001')).toBeUndefined();
      expect(await records.holderOf('SOL1001')).toBeUndefined();
      expect(await records.withdraw('SOL1001', SUBMITTED)).toBe('gone');
    });

    it('tells the stage of an application at each stage, and a Cerrada’s reason only', async () => {
      const { records, seed } = await createHarness();
      const stages: Record<ApplicationId, Stage> = {
        SOL1001: 'nueva',
        SOL1002: 'en-revision',
        SOL1003: 'en-tramite',
        SOL1004: 'asociada',
        SOL1005: 'cerrada',
      };
      await seed(
        Object.entries(stages).map(([id, stage]) =>
          stored(id as ApplicationId, { stage, closeReason: 'no-se-presento' }),
        ),
      );

      for (const [id, stage] of Object.entries(stages)) {
        const status = await records.statusOf(id as ApplicationId);
        expect(status).toMatchObject({ id, stage, submittedAt: SUBMITTED });
        expect(status?.closeReason).toBe(stage === 'cerrada' ? 'no-se-presento' : null);
      }
    });

    it('lists what the checklist still misses, in its order, the NIT’s copy only with a NIT', async () => {
      const { records, seed } = await createHarness();
      await seed([
        {
          ...stored('SOL1001', { stage: 'en-tramite' }),
          checklist: { 'copia-dui': true, cuota: 'R-0042' },
        },
        { ...stored('SOL1002', { stage: 'en-tramite', nit: '' }), checklist: { charla: true } },
        stored('SOL1003', { stage: 'en-tramite' }),
      ]);

      expect((await records.statusOf('SOL1001'))?.missing).toEqual([
        'copia-nit',
        'recibo-agua',
        'charla',
      ]);
      expect((await records.statusOf('SOL1002'))?.missing).toEqual([
        'copia-dui',
        'recibo-agua',
        'cuota',
      ]);
      expect((await records.statusOf('SOL1003'))?.missing).toEqual([
        'copia-dui',
        'copia-nit',
        'recibo-agua',
        'cuota',
        'charla',
      ]);
    });

    it('gives the status without a name or a contact of the applicant', async () => {
      const { records, seed } = await createHarness();
      await seed([stored('SOL1001')]);

      expect(Object.keys((await records.statusOf('SOL1001')) ?? {}).sort()).toEqual([
        'closeReason',
        'id',
        'missing',
        'stage',
        'submittedAt',
      ]);
    });

    it('gives the holder’s DUI and e-mail with the submission’s moment and stage', async () => {
      const { records, seed } = await createHarness();
      await seed([stored('SOL1001', { stage: 'en-tramite' })]);

      expect(await records.holderOf('SOL1001')).toEqual({
        submittedAt: SUBMITTED,
        stage: 'en-tramite',
        dui: '02495046-3',
        email: 'ana@example.com',
      });
    });

    it('closes a Nueva, En revisión or En trámite as desistio, with one entry by the applicant', async () => {
      const { records, seed, historyOf } = await createHarness();
      const open = ['nueva', 'en-revision', 'en-tramite'] as const;
      const ids = ['SOL1001', 'SOL1002', 'SOL1003'] as const;
      await seed(open.map((stage, index) => stored(ids[index] ?? 'SOL1000', { stage })));

      for (const [index, id] of ids.entries()) {
        expect(await records.withdraw(id, SUBMITTED)).toBe('withdrawn');
        expect(await records.statusOf(id)).toMatchObject({
          stage: 'cerrada',
          closeReason: 'desistio',
        });
        expect(await historyOf(id)).toEqual([
          {
            kind: 'transition',
            from: open[index],
            to: 'cerrada',
            reason: 'desistio',
            byApplicant: true,
          },
        ]);
      }
    });

    it('keeps the rest of the application when it closes it', async () => {
      const { records, seed } = await createHarness();
      await seed([
        { ...stored('SOL1001', { stage: 'en-tramite' }), checklist: { 'copia-dui': true } },
      ]);

      await records.withdraw('SOL1001', SUBMITTED);

      expect(await records.holderOf('SOL1001')).toMatchObject({
        submittedAt: SUBMITTED,
        dui: '02495046-3',
        email: 'ana@example.com',
      });
      expect((await records.statusOf('SOL1001'))?.missing).not.toContain('copia-dui');
    });

    it('withdraws the submission its link names, within the tolerance, and no other', async () => {
      const { records, seed, historyOf } = await createHarness();
      await seed([stored('SOL1001'), stored('SOL1002'), stored('SOL1003')]);

      expect(await records.withdraw('SOL1001', at(SUBMISSION_TOLERANCE_MS))).toBe('withdrawn');
      expect(await records.withdraw('SOL1002', at(-SUBMISSION_TOLERANCE_MS))).toBe('withdrawn');
      expect(await records.withdraw('SOL1003', at(SUBMISSION_TOLERANCE_MS + 1))).toBe('gone');
      expect(await records.withdraw('SOL1003', at(-SUBMISSION_TOLERANCE_MS - 1))).toBe('gone');

      expect(await records.statusOf('SOL1003')).toMatchObject({
        stage: 'nueva',
        closeReason: null,
      });
      expect(await historyOf('SOL1003')).toEqual([]);
    });

    it('writes nothing for a Cerrada, whoever closed it: already closed', async () => {
      const { records, seed, historyOf } = await createHarness();
      await seed([
        stored('SOL1001'),
        stored('SOL1002', { stage: 'cerrada', closeReason: 'duplicada' }),
      ]);

      expect(await records.withdraw('SOL1001', SUBMITTED)).toBe('withdrawn');
      expect(await records.withdraw('SOL1001', SUBMITTED)).toBe('already-closed');
      expect(await records.withdraw('SOL1002', SUBMITTED)).toBe('already-closed');

      expect(await historyOf('SOL1001')).toHaveLength(1);
      expect(await historyOf('SOL1002')).toEqual([]);
      expect(await records.statusOf('SOL1002')).toMatchObject({ closeReason: 'duplicada' });
    });

    it('writes nothing for an Asociada: the workflow does not let it close', async () => {
      const { records, seed, historyOf } = await createHarness();
      await seed([stored('SOL1001', { stage: 'asociada' })]);

      expect(await records.withdraw('SOL1001', SUBMITTED)).toBe('not-closable');

      expect(await records.statusOf('SOL1001')).toMatchObject({
        stage: 'asociada',
        closeReason: null,
      });
      expect(await historyOf('SOL1001')).toEqual([]);
    });
  });
}
