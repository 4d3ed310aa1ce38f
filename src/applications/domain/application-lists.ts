import { STAGES, type Stage } from './workflow/stage';
import type { CloseReason } from './workflow/transitions';

/**
 * Which stored applications one list read selects, and how many it returns at once: what
 * storage is asked for (the query shapes, firestore.rules' cap of a page and one more), whichever
 * module lists them.
 */

/**
 * Which applications a list shows: one stage, the Cerradas closed as spam (what an admin may
 * remove), or all of them. Always newest first.
 */
export type StageFilter = Stage | 'spam' | 'todas';

/** Every list, in the order staff work through them: each stage, spam, then all of them. */
export const STAGE_FILTERS: readonly StageFilter[] = [...STAGES, 'spam', 'todas'];

/** Whether a list shows an application at `stage` closed for `closeReason`. */
export function isInFilter(
  filter: StageFilter,
  { stage, closeReason }: { stage: Stage; closeReason: CloseReason | null },
): boolean {
  if (filter === 'todas') return true;
  if (filter === 'spam') return stage === 'cerrada' && closeReason === 'spam';
  return stage === filter;
}

/**
 * How many applications a list shows at once, and each 'Cargar más' adds; adapters read no more
 * per page. Thirty of the largest applications the rules accept stay under 200 KB, what one read
 * may download on a slow line (tests/emulator/inbox-read-bounds.test.ts).
 */
export const INBOX_PAGE_SIZE = 30;
