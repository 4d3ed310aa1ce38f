import { LIST_FILTERS } from '../../inbox/domain/list-filters';
import { parseSearch } from '../../inbox/domain/search-query';
import { DEFAULT_INBOX_VIEW, DEFAULT_LIST_FILTER, type InboxView } from '../../inbox/ui/inbox-view';
import { isApplicationId } from '../../applications/domain/application-id';
import type { TalkId } from '../../talks/domain/talk';
import { STAFF_BASE } from './staff-base';

/**
 * The staff page's sections, in the order of its menu; the last, one's own passkeys, is reached
 * from «Cuenta y avisos» instead.
 */
export const STAFF_SECTIONS = [
  'solicitudes',
  'charlas',
  'informe',
  'privacidad',
  'auditoria',
  'equipo',
  'estado',
  'llaves',
] as const;

export type StaffSection = (typeof STAFF_SECTIONS)[number];

/**
 * What the staff page shows: the inbox in one of its views, Charlas' list or one talk's list of
 * who is coming, or another section.
 */
export type StaffView =
  | { section: 'solicitudes'; inbox: InboxView }
  | { section: 'charlas'; talk?: TalkId }
  | { section: Exclude<StaffSection, 'solicitudes' | 'charlas'> };

export { STAFF_BASE };

export const DEFAULT_STAFF_VIEW: StaffView = { section: 'solicitudes', inbox: DEFAULT_INBOX_VIEW };

const LISTS = 'solicitudes';
const SEARCH = 'buscar';
const TALKS = 'charlas';

/**
 * What a talk's id may look like in an address: storage draws it (Firestore's own ids, the demo's
 * `charla-0001`), never with a slash; anything else is a mistyped address, not a talk.
 */
const TALK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The SOL number a search is for, as the domain reads it ('sol 4821' is SOL4821), or undefined.
 * Only that may go into the address: any other search may be a DUI, a phone, an e-mail or a name,
 * and the address ends up in the browser's history and in Hosting's logs.
 */
export function addressableSearch(text: string): string | undefined {
  const query = parseSearch(text);
  return query?.field === 'id' ? query.values[0] : undefined;
}

/**
 * The view an address names, or null when it names none (a mistyped or outdated link). The
 * address's own spelling of a SOL number is forgiven (sol4821), and a trailing slash too.
 */
export function parseStaffPath(pathname: string): StaffView | null {
  const base = STAFF_BASE.slice(0, -1);
  if (pathname !== base && !pathname.startsWith(STAFF_BASE)) return null;
  const parts = pathname.slice(STAFF_BASE.length).split('/');
  if (parts.at(-1) === '') parts.pop();
  const [first, second, ...rest] = parts.map(decodePart);
  if (rest.length > 0 || first === null || second === null) return null;
  if (first === undefined) return DEFAULT_STAFF_VIEW;
  if (first === LISTS) {
    if (second === undefined) return DEFAULT_STAFF_VIEW;
    const filter = LIST_FILTERS.find((each) => each === second);
    if (filter) return inboxView({ kind: 'list', filter });
    const id = second.toUpperCase();
    return isApplicationId(id) ? inboxView({ kind: 'application', id }) : null;
  }
  if (first === SEARCH) {
    if (second === undefined) return inboxView({ kind: 'search', text: null });
    // A search written into the address by hand is read only if it is one the page would write.
    const sol = addressableSearch(second);
    return sol === undefined ? null : inboxView({ kind: 'search', text: sol });
  }
  if (first === TALKS) {
    if (second === undefined) return { section: TALKS };
    return TALK_ID.test(second) ? { section: TALKS, talk: second } : null;
  }
  const section = STAFF_SECTIONS.find((each) => each === first);
  if (section === undefined || section === 'solicitudes' || section === 'charlas') return null;
  return second === undefined ? { section } : null;
}

/** The address of a view: what parseStaffPath reads back as the same view. */
export function formatStaffPath(view: StaffView): string {
  if (view.section === 'charlas' && view.talk !== undefined)
    return `${STAFF_BASE}${TALKS}/${encodeURIComponent(view.talk)}`;
  if (view.section !== 'solicitudes') return `${STAFF_BASE}${view.section}`;
  const inbox = view.inbox;
  switch (inbox.kind) {
    case 'list':
      return inbox.filter === DEFAULT_LIST_FILTER
        ? STAFF_BASE
        : `${STAFF_BASE}${LISTS}/${inbox.filter}`;
    case 'application':
      return `${STAFF_BASE}${LISTS}/${inbox.id}`;
    case 'search': {
      const sol = inbox.text === null ? undefined : addressableSearch(inbox.text);
      return sol === undefined ? `${STAFF_BASE}${SEARCH}` : `${STAFF_BASE}${SEARCH}/${sol}`;
    }
  }
}

function inboxView(inbox: InboxView): StaffView {
  return { section: 'solicitudes', inbox };
}

/** A part of the path as written, or null when it cannot be decoded (a broken %-escape). */
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
