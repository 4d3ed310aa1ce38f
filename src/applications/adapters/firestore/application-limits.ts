import { INBOX_PAGE_SIZE } from '../../../inbox/domain/application-inbox';

/**
 * What one read of a list may download at most. Storage bills per document read and staff may
 * be on a slow line, so a page is bounded in documents and in bytes.
 */
export const MAX_PAGE_BYTES = 200 * 1024;

/**
 * The rules cap free text in UTF-16 units, so the largest application they accept (every letter
 * a 3-byte character such as "€") is about 5.2 KB on the wire: a page and one more stay under
 * MAX_PAGE_BYTES, measured in tests/emulator/inbox-read-bounds.test.ts. One document more than
 * the page is read, to know whether a next page exists. firestore.rules refuse any query of
 * applications that asks for more, or sets no limit: a count as well (application-count.ts).
 */
export const MAX_DOCUMENTS_PER_READ = INBOX_PAGE_SIZE + 1;

/** The newest entries of one history; an application has a handful in practice. */
export const MAX_HISTORY_ENTRIES = 100;

/**
 * An access request reads the whole history, this many entries a read: an application has a
 * handful, and this bounds each download (notes are at most 2000 characters) should one ever
 * have far more. The most firestore.rules let any list of a history ask for.
 */
export const MAX_HISTORY_READ = 500;

/**
 * History entries an erasure deletes per write. Rules may look up at most 20 documents for one
 * transaction or batch, and each delete looks up two (the admin's Staff entry and, after the
 * write, the application), the erasure record too. Firestore may count a document looked up again
 * only once (the emulator does), but does not promise to: 6 deletes stay under 20 even if it does
 * not. An application has a handful of entries, so an erasure is one or two writes.
 */
export const MAX_DELETES_PER_WRITE = 6;

/** Firestore's cap on the values of one `in` filter. */
export const MAX_SEARCH_VALUES = 30;

export function atMost(requested: number, max: number): number {
  return Math.max(1, Math.min(Math.floor(requested), max));
}
