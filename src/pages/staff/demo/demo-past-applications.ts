import type { ApplicationRecord } from '../../../applications/domain/application-record';
import type { HistoryEntry } from '../../../applications/domain/history-entry';
import { STAGE_FLAGS, type Stage } from '../../../applications/domain/workflow/stage';
import type { CloseReason } from '../../../applications/domain/workflow/transitions';
import {
  demoApplication,
  FIRST_PAST_INDEX as FIRST_INDEX,
  RETURNING_APPLICANT_INDEX,
} from './demo-inbox-data';

const DAY = 86_400_000;

/**
 * Sent 13 to 15 months ago: four past the retention period, and two members, which are never
 * purged.
 */
const PAST: readonly { stage: Stage; daysAgo: number }[] = [
  { stage: 'cerrada', daysAgo: 400 },
  { stage: 'cerrada', daysAgo: 420 },
  { stage: 'en-tramite', daysAgo: 430 },
  { stage: 'nueva', daysAgo: 445 },
  { stage: 'asociada', daysAgo: 410 },
  { stage: 'asociada', daysAgo: 450 },
];

/**
 * Old fictitious applications, so the demo's 'Privacidad' screen has something to purge, and a
 * person with two applications (the first, closed long ago) to find by DUI.
 */
export function demoPastApplications(now: Date): {
  records: ApplicationRecord[];
  histories: Record<string, HistoryEntry[]>;
} {
  const by = { uid: 'demo-personal', email: 'personal@demo.primerpaso.coop' };
  const histories: Record<string, HistoryEntry[]> = {};
  const records = PAST.map(({ stage, daysAgo }, position): ApplicationRecord => {
    const date = new Date(now.getTime() - daysAgo * DAY);
    const { id } = demoApplication(FIRST_INDEX + position, date);
    // The first one is the returning applicant's earlier application: same person, another number.
    const person =
      position === 0
        ? demoApplication(RETURNING_APPLICANT_INDEX, date)
        : demoApplication(FIRST_INDEX + position, date);
    const closeReason: CloseReason | null = stage === 'cerrada' ? 'no-se-presento' : null;
    if (stage !== 'nueva') {
      const at = new Date(date.getTime() + DAY);
      const entries: HistoryEntry[] = [
        {
          id: `${id}-1`,
          at,
          by,
          kind: 'transition',
          from: 'nueva',
          to: 'en-tramite',
          reason: null,
        },
      ];
      if (stage !== 'en-tramite')
        entries.push({
          id: `${id}-2`,
          at: new Date(at.getTime() + 7 * DAY),
          by,
          kind: 'transition',
          from: 'en-tramite',
          to: stage,
          reason: closeReason,
        });
      histories[id] = entries;
    }
    return {
      ...person,
      id,
      ...STAGE_FLAGS[stage],
      closeReason,
      checklist: {},
      associatedAt: null,
      // Its last move, as its history tells it; none when it never moved.
      progressAt: histories[id]?.at(-1)?.at ?? null,
      // Long since opened, an hour after it arrived.
      openedAt: new Date(date.getTime() + DAY / 24),
      previousApplication: null,
    };
  });
  return { records, histories };
}
