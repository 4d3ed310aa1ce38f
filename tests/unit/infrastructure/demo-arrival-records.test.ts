import { describe, expect, it } from 'vitest';
import {
  DEMO_ARRIVAL_NOTE,
  demoArrivalRecords,
} from '../../../src/pages/staff/demo/demo-arrival-records';
import { demoInbox } from '../../../src/pages/staff/demo/demo-inbox-data';
import { stageOfRecord } from '../../../src/applications/domain/application-record';

const { records } = demoInbox(new Date('2026-11-21T15:00:00Z'));
const { arrivals, notes } = demoArrivalRecords(records);
const recordOf = (id: string) => records.find((record) => record.id === id)!;

describe("the demo's simulated arrival records", () => {
  it('show each receipt once on a Nueva: sent, still trying, given up', () => {
    const receipts = arrivals.flatMap(([id, arrival]) =>
      arrival.receipt ? [[arrival.receipt.state, stageOfRecord(recordOf(id))]] : [],
    );
    expect(receipts.sort()).toEqual([
      ['failed', 'nueva'],
      ['pending', 'nueva'],
      ['sent', 'nueva'],
    ]);
  });

  it('mark for review exactly the applications held En revisión, and send them no receipt', () => {
    const marked = arrivals.filter(([, arrival]) => arrival.reviewMark);
    expect(marked.map(([id]) => id).sort()).toEqual(
      records
        .filter((record) => stageOfRecord(record) === 'en-revision')
        .map(({ id }) => id)
        .sort(),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const [, arrival] of marked) expect(arrival.receipt).toBeUndefined();
  });

  it('each say in their history that they are simulated, since the demo sends no e-mail', () => {
    for (const [id] of arrivals)
      expect(notes[id]).toMatchObject({ kind: 'note', text: DEMO_ARRIVAL_NOTE });
    expect(Object.keys(notes)).toHaveLength(arrivals.length);
  });

  it('belong to demo applications, and date nothing before the application arrived', () => {
    for (const [id, arrival] of arrivals) {
      const record = records.find((candidate) => candidate.id === id)!;
      expect(record).toBeDefined();
      const receipt = arrival.receipt;
      if (receipt?.state === 'sent')
        expect(receipt.sentAt.getTime()).toBeGreaterThan(record.date.getTime());
      if (receipt?.state === 'pending')
        expect(receipt.nextAttemptAt.getTime()).toBeGreaterThan(record.date.getTime());
    }
  });
});
