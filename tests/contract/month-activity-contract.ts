import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { HistoryEntry } from '../../src/applications/domain/history-entry';
import { STAGE_FLAGS, type Stage } from '../../src/applications/domain/workflow/stage';
import type { CloseReason } from '../../src/applications/domain/workflow/transitions';
import type { MonthActivity } from '../../src/reports/domain/month-activity';
import { monthPeriod } from '../../src/reports/domain/report-month';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { applicationRecord } from '../support/application-record-fixtures';

/** What a test needs from a MonthActivity adapter; `createHarness` gives an empty store. */
export interface MonthActivityHarness {
  activity: MonthActivity;
  /** Stores applications, and history entries under any number (stored or not), as given. */
  seed(
    records: readonly ApplicationRecord[],
    histories: Readonly<Record<string, HistoryEntry[]>>,
  ): Promise<void>;
}

/** November 2026 in El Salvador: from 1 November 06:00 UTC to 1 December 06:00 UTC. */
const NOVEMBER = monthPeriod('2026-11');
const MS = 1;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A moment of November, `days` after it began (office time). */
const inNovember = (days: number) => new Date(NOVEMBER.start.getTime() + days * DAY);

const by = { uid: 'empleado', email: 'empleado@cooperativa.example' };
let entryCount = 0;

/** A change of stage as the inbox records it, at `at`. */
const move = (from: Stage, to: Stage, at: Date, reason: CloseReason | null = null) =>
  ({
    id: `entrada-${(entryCount += 1)}`,
    at,
    by,
    kind: 'transition',
    from,
    to,
    reason,
  }) as HistoryEntry;

const note = (at: Date) =>
  ({ id: `nota-${(entryCount += 1)}`, at, by, kind: 'note', text: 'Nota' }) as HistoryEntry;

const noClosings = {
  'no-se-presento': 0,
  'documentos-incompletos': 0,
  'no-cumple-requisitos': 0,
  desistio: 0,
  duplicada: 0,
  spam: 0,
};

/** Asociada since `associatedAt`, as the inbox stamps an application with its last such move. */
const member = (id: ApplicationId, sentAt: Date, associatedAt: Date): ApplicationRecord => ({
  ...applicationRecord(id, sentAt, { stage: 'asociada' }),
  associatedAt,
});

const byId = (a: { id: ApplicationId }, b: { id: ApplicationId }) => a.id.localeCompare(b.id);

/** What every MonthActivity adapter promises the monthly report. */
export function describeMonthActivityContract(
  adapterName: string,
  createHarness: () => Promise<MonthActivityHarness>,
) {
  describe(`${adapterName} honours the MonthActivity contract`, () => {
    it('counts nothing in an empty store, every reason and open stage present', async () => {
      const { activity } = await createHarness();
      expect(await activity.countReceived(NOVEMBER)).toBe(0);
      expect(await activity.countClosings(NOVEMBER)).toEqual(noClosings);
      expect(await activity.countOpen(NOVEMBER.end)).toEqual({
        nueva: 0,
        'en-tramite': 0,
        'en-revision': 0,
      });
      expect(await activity.associations(NOVEMBER)).toEqual([]);
    });

    it('counts as received what was sent from the first midnight of the month, in El Salvador, to the next month’s, whatever its stage', async () => {
      const { activity, seed } = await createHarness();
      await seed(
        [
          applicationRecord('SOL1000', NOVEMBER.start),
          applicationRecord('SOL1001', inNovember(10), { stage: 'asociada' }),
          applicationRecord('SOL1002', new Date(NOVEMBER.end.getTime() - MS), {
            stage: 'cerrada',
          }),
          // Outside: a millisecond before, and the next month's first moment.
          applicationRecord('SOL1003', new Date(NOVEMBER.start.getTime() - MS)),
          applicationRecord('SOL1004', NOVEMBER.end),
        ],
        {},
      );
      expect(await activity.countReceived(NOVEMBER)).toBe(3);
    });

    it('counts the closings recorded in the month, per reason, by when they were made, not when the application was sent', async () => {
      const { activity, seed } = await createHarness();
      await seed(
        [
          applicationRecord('SOL1100', inNovember(-40), { stage: 'cerrada', closeReason: 'spam' }),
          applicationRecord('SOL1101', inNovember(2), { stage: 'en-tramite' }),
          applicationRecord('SOL1102', inNovember(3), { stage: 'cerrada' }),
          applicationRecord('SOL1103', inNovember(-3), { stage: 'cerrada' }),
        ],
        {
          SOL1100: [move('en-revision', 'cerrada', inNovember(1), 'spam')],
          // Closed, reopened in the month: the closing still counts.
          SOL1101: [
            move('nueva', 'cerrada', inNovember(4), 'documentos-incompletos'),
            move('cerrada', 'en-tramite', inNovember(5)),
            note(inNovember(6)),
          ],
          // Closed twice in the month: two closings.
          SOL1102: [
            move('nueva', 'cerrada', NOVEMBER.start, 'desistio'),
            move('cerrada', 'en-tramite', inNovember(7)),
            move('en-tramite', 'cerrada', new Date(NOVEMBER.end.getTime() - MS), 'desistio'),
          ],
          // Closed before the month, and after it.
          SOL1103: [
            move('nueva', 'cerrada', new Date(NOVEMBER.start.getTime() - MS), 'duplicada'),
            move('cerrada', 'en-tramite', inNovember(8)),
            move('en-tramite', 'cerrada', NOVEMBER.end, 'duplicada'),
          ],
        },
      );
      expect(await activity.countClosings(NOVEMBER)).toEqual({
        ...noClosings,
        spam: 1,
        'documentos-incompletos': 1,
        desistio: 2,
      });
    });

    it('counts per stage what is open now among what was sent before the month ended', async () => {
      const { activity, seed } = await createHarness();
      await seed(
        [
          applicationRecord('SOL1200', inNovember(-60)),
          applicationRecord('SOL1201', inNovember(1)),
          applicationRecord('SOL1202', inNovember(2), { stage: 'en-tramite' }),
          applicationRecord('SOL1203', inNovember(3), { stage: 'en-revision' }),
          applicationRecord('SOL1204', inNovember(4), { stage: 'asociada' }),
          applicationRecord('SOL1205', inNovember(5), { stage: 'cerrada' }),
          // Sent after the month: not the month's.
          applicationRecord('SOL1206', NOVEMBER.end),
          applicationRecord('SOL1207', new Date(NOVEMBER.end.getTime() + DAY), {
            stage: 'en-tramite',
          }),
        ],
        {},
      );
      expect(await activity.countOpen(NOVEMBER.end)).toEqual({
        nueva: 2,
        'en-tramite': 1,
        'en-revision': 1,
      });
    });

    it('gives each application last marked Asociada in the month and still Asociada once, with when it was sent and when it was marked', async () => {
      const { activity, seed } = await createHarness();
      await seed(
        [
          member('SOL1300', inNovember(-20), NOVEMBER.start),
          // Associated, undone and associated again in the month: once, at the last.
          member('SOL1301', inNovember(1), inNovember(9)),
          // Undone since: no longer a member (the inbox leaves the last associatedAt).
          { ...member('SOL1302', inNovember(2), inNovember(4)), ...STAGE_FLAGS['en-tramite'] },
          // Associated before the month, or after it.
          member('SOL1303', inNovember(-10), new Date(NOVEMBER.start.getTime() - MS)),
          member('SOL1304', inNovember(25), NOVEMBER.end),
          // Associated in the month, undone, and associated again in December: December's member.
          member('SOL1306', inNovember(5), new Date(NOVEMBER.end.getTime() + DAY)),
          // Asociada but never stamped: no month to count it in.
          applicationRecord('SOL1307', inNovember(6), { stage: 'asociada' }),
        ],
        {
          SOL1300: [
            move('nueva', 'en-tramite', inNovember(-19)),
            move('en-tramite', 'asociada', NOVEMBER.start),
          ],
          SOL1301: [
            move('en-tramite', 'asociada', inNovember(3)),
            move('asociada', 'en-tramite', inNovember(3.5)),
            move('en-tramite', 'asociada', inNovember(9)),
            note(inNovember(10)),
          ],
          SOL1302: [
            move('en-tramite', 'asociada', inNovember(4)),
            move('asociada', 'en-tramite', inNovember(4.5)),
          ],
          SOL1303: [move('en-tramite', 'asociada', new Date(NOVEMBER.start.getTime() - MS))],
          SOL1304: [move('en-tramite', 'asociada', NOVEMBER.end)],
          // A history whose application is no longer stored.
          SOL1305: [move('en-tramite', 'asociada', inNovember(6))],
          SOL1306: [
            move('en-tramite', 'asociada', inNovember(20)),
            move('asociada', 'en-tramite', inNovember(20.5)),
            move('en-tramite', 'asociada', new Date(NOVEMBER.end.getTime() + DAY)),
          ],
        },
      );
      const found = await activity.associations(NOVEMBER);
      expect([...found].sort(byId)).toEqual([
        { id: 'SOL1300', sentAt: inNovember(-20), associatedAt: NOVEMBER.start },
        { id: 'SOL1301', sentAt: inNovember(1), associatedAt: inNovember(9) },
      ]);
      const december = await activity.associations(monthPeriod('2026-12'));
      expect(december.map(({ id }) => id).sort()).toEqual(['SOL1304', 'SOL1306']);
    });
  });
}
