import { INBOX_PAGE_SIZE } from '../../applications/domain/application-lists';

/**
 * How far a count of applications goes (the Nuevas beside their filter, the expired ones on the
 * Privacidad screen): a page, then only that there are more. firestore.rules let no query of
 * applications ask for more than a page and one more, and cannot tell a count from a list of
 * documents (to them a count is its query), so a count that went further would let any query
 * download as many applications. Storage is asked for one more than is shown, to know.
 */
export const MAX_COUNT_SHOWN = INBOX_PAGE_SIZE;

/** What a count asks storage for: MAX_COUNT_SHOWN and one more. */
export const COUNT_LIMIT = MAX_COUNT_SHOWN + 1;

/** Whether a count asked with COUNT_LIMIT stopped short of the real number. */
export const isCountCapped = (count: number): boolean => count > MAX_COUNT_SHOWN;

/** '12', or 'más de 30' for a count that reached COUNT_LIMIT. */
export function countText(count: number): string {
  return isCountCapped(count) ? `más de ${MAX_COUNT_SHOWN}` : String(count);
}
