import { describe, expect, it } from 'vitest';
import { invalidFields, validateApplicationForm } from '../../../src/domain/rules/application-rules';
import { stageOfRecord } from '../../../src/domain/staff/application-record';
import { STAGES } from '../../../src/domain/workflow/stage';
import { TRANSITIONS } from '../../../src/domain/workflow/transitions';
import { demoInbox } from '../../../src/infrastructure/memory/demo-inbox-data';

const { records, histories } = demoInbox(new Date('2026-11-21T15:00:00Z'));

describe('the demo inbox', () => {
  it('has about 30 applications with distinct numbers and DUIs, in every stage', () => {
    expect(records.length).toBeGreaterThanOrEqual(25);
    expect(new Set(records.map(({ id }) => id)).size).toBe(records.length);
    expect(new Set(records.map(({ dui }) => dui)).size).toBe(records.length);
    expect(new Set(records.map(stageOfRecord))).toEqual(new Set(STAGES));
  });

  it('holds only applications the public form would accept', () => {
    for (const record of records) expect(invalidFields(validateApplicationForm(record)), record.id).toEqual([]);
  });

  it('tells each application\'s way to its stage with allowed transitions', () => {
    for (const record of records) {
      const moves = (histories[record.id] ?? []).flatMap((entry) => (entry.kind === 'transition' ? [entry] : []));
      for (const { from, to } of moves) expect(TRANSITIONS.some((t) => t.from === from && t.to === to)).toBe(true);
      expect(moves.at(-1)?.to ?? 'nueva').toBe(stageOfRecord(record));
      if (stageOfRecord(record) === 'cerrada') expect(record.closeReason).not.toBeNull();
    }
  });
});
