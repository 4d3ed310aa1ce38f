import type { SearchField } from './application-inbox';
import { UnrecognisedSearchError } from './inbox-errors';

export interface SearchQuery {
  field: SearchField;
  /** Exact values to look for, as storage holds them (masked, as the public form saves them). */
  values: string[];
}

const SOL = /^sol\s*-?\s*([1-9]\d{3})$/i;

/**
 * Reads what staff typed as a SOL number, a DUI, a phone or an e-mail, however it was typed
 * (SOL 4821, 024950463, 7123 4567), and says which field and value to look for. Undefined when
 * it is none of them.
 */
export function parseSearch(text: string): SearchQuery | undefined {
  const typed = text.trim();
  const sol = SOL.exec(typed);
  if (sol) return { field: 'id', values: [`SOL${sol[1]}`] };
  if (typed.includes('@'))
    return { field: 'email', values: [...new Set([typed, typed.toLowerCase()])] };
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 9)
    return { field: 'dui', values: [`${digits.slice(0, 8)}-${digits.slice(8)}`] };
  if (digits.length === 8)
    return { field: 'phone', values: [`${digits.slice(0, 4)}-${digits.slice(4)}`] };
  return undefined;
}

/** One person rarely applies more than a few times; a bound keeps a mistyped search cheap. */
export const MAX_SEARCH_RESULTS = 20;

const ALL_FIELDS: readonly SearchField[] = ['id', 'dui', 'phone', 'email'];

/**
 * What was typed, read as a search on one of `fields` (any of them unless narrowed); anything
 * else is refused. The error says how long the text was, never what it said.
 */
export function requireSearchQuery(
  text: string,
  fields: readonly SearchField[] = ALL_FIELDS,
): SearchQuery {
  const query = parseSearch(text);
  if (!query || !fields.includes(query.field)) {
    throw new UnrecognisedSearchError(
      `Not a search on ${fields.join(', ')}: ${text.length} characters`,
    );
  }
  return query;
}
