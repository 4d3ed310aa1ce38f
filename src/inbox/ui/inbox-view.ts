import type { ApplicationId } from '../../applications/domain/application-id';
import type { ListFilter } from '../domain/list-filters';

/**
 * What the inbox shows: one list, a search, or one application. The page gives each its own
 * address (src/pages/staff/staff-location.ts); the inbox only asks to go to one.
 */
export type InboxView =
  | { kind: 'list'; filter: ListFilter }
  /**
   * `text` is null when the search was not kept: only a SOL number goes into the address, so a
   * reload of any other search knows that there was one, never what it was.
   */
  | { kind: 'search'; text: string | null }
  | { kind: 'application'; id: ApplicationId };

/** The list staff see first. */
export const DEFAULT_LIST_FILTER: ListFilter = 'nueva';

export const DEFAULT_INBOX_VIEW: InboxView = { kind: 'list', filter: DEFAULT_LIST_FILTER };

/** How the inbox moves between its views; the page keeps them in the browser's history. */
export interface InboxNavigation {
  /** The view's address, for a real link (open in a new tab, copy the link). */
  href(view: InboxView): string;
  /** Goes to the view as a new step of the history, which Back undoes. */
  go(view: InboxView): void;
  /**
   * 'Volver a la lista' to `list`: the browser's Back when that list is the step before, a new
   * step to it when the application was opened from elsewhere (a link, a new tab).
   */
  back(list: InboxView): void;
}

export function sameInboxView(a: InboxView, b: InboxView): boolean {
  if (a.kind === 'list' && b.kind === 'list') return a.filter === b.filter;
  if (a.kind === 'search' && b.kind === 'search') return a.text === b.text;
  if (a.kind === 'application' && b.kind === 'application') return a.id === b.id;
  return false;
}
