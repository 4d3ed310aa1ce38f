import { describe, expect, it } from 'vitest';
import {
  DEMO_ARRIVAL_NOTE,
  demoArrivalRecords,
} from '../../../src/pages/staff/demo/demo-arrival-records';
import { demoInbox } from '../../../src/pages/staff/demo/demo-inbox-data';

const { records } = demoInbox(new Date('2026-11-21T15:00:00Z'));
const { arrivals, notes } = demoArrivalRecords(records);

describe("the demo's simulated arrival records", () => {
  it('show each case once: sent, still trying, given up, and marked for review', () => {
    const receipts = arrivals.map(([, arrival]) => arrival.receipt?.state ?? 'none');
    expect(receipts.sort()).toEqual(['failed', 'none', 'pending', 'sent']);
    expect(arrivals.filter(([, arrival]) => arrival.reviewMark)).toHaveLength(1);
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
