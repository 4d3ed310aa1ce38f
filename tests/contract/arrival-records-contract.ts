import { describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import {
  NOTHING_RECORDED,
  type ArrivalRecord,
  type ArrivalRecords,
  type ReceiptMail,
} from '../../src/inbox/domain/arrival-records';

/**
 * What a test needs from an ArrivalRecords adapter. `createHarness` returns a fresh, empty store
 * each time.
 */
export interface ArrivalRecordsHarness {
  /** The port under test, reading as a member of staff. */
  records: ArrivalRecords;
  /**
   * Puts in place what the server records as an application arrives (through the server's own
   * code, where the backend has a server), bypassing the port.
   */
  recorded(id: ApplicationId, arrival: ArrivalRecord): Promise<void>;
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 16, 0) + minutes * 60_000);

const RECEIPTS: readonly [string, ReceiptMail][] = [
  ['queued, not yet tried', { state: 'pending', attempts: 0, nextAttemptAt: at(0) }],
  ['tried and failed, to be tried again', { state: 'pending', attempts: 3, nextAttemptAt: at(7) }],
  ['sent', { state: 'sent', sentAt: at(1) }],
  ['given up after its last attempt', { state: 'failed', attempts: 14 }],
];

const MARK = { reason: 'limite-de-recepcion', markedAt: at(0) } as const;

/** What every ArrivalRecords adapter promises. */
export function describeArrivalRecordsContract(
  adapterName: string,
  createHarness: () => Promise<ArrivalRecordsHarness>,
) {
  describe(`${adapterName} honours the ArrivalRecords contract`, () => {
    it('reads nothing recorded for an application the server recorded nothing about', async () => {
      const { records } = await createHarness();
      expect(await records.arrivalOf('SOL1000')).toEqual(NOTHING_RECORDED);
    });

    it.each(RECEIPTS)('reads a receipt %s, with what that state relies on', async (_, receipt) => {
      const { records, recorded } = await createHarness();
      await recorded('SOL1000', { receipt, reviewMark: null });
      expect(await records.arrivalOf('SOL1000')).toEqual({ receipt, reviewMark: null });
    });

    it('reads a review mark, why and when, beside no receipt', async () => {
      const { records, recorded } = await createHarness();
      await recorded('SOL1000', { receipt: { state: 'none' }, reviewMark: MARK });
      expect(await records.arrivalOf('SOL1000')).toEqual({
        receipt: { state: 'none' },
        reviewMark: MARK,
      });
    });

    it("never shows one application's records for another", async () => {
      const { records, recorded } = await createHarness();
      await recorded('SOL1000', { receipt: { state: 'sent', sentAt: at(1) }, reviewMark: MARK });
      await recorded('SOL1001', { receipt: { state: 'failed', attempts: 14 }, reviewMark: null });
      expect(await records.arrivalOf('SOL1002')).toEqual(NOTHING_RECORDED);
      expect((await records.arrivalOf('SOL1001')).reviewMark).toBeNull();
      expect((await records.arrivalOf('SOL1000')).receipt).toEqual({
        state: 'sent',
        sentAt: at(1),
      });
    });
  });
}
