import type { SearchField } from '../../applications/domain/application-inbox';
import { ShortNameSearchError, UnrecognisedSearchError } from './inbox-errors';
import { nameSearchWords } from '../../applications/domain/name-keys';

export interface SearchQuery {
  field: SearchField;
  /**
   * Exact values to look for, as storage holds them (masked, as the public form saves them). For
   * a name, its words as name-keys.ts nameSearchWords gives them: the longest first.
   */
  values: string[];
}

/** SOL4821, SOL 4821, sol-4821, or the bare number as people read it out: 4821. */
const SOL = /^(?:sol\s*-?\s*)?([1-9]\d{3})$/i;

/** Letters (with their accents), and what separates the words of a name. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u;

/**
 * Reads what staff typed as a SOL number (with or without 'SOL': four digits are one), a DUI, a
 * phone, an e-mail or a name, however it was typed (SOL 4821, 4821, 024950463, 7123 4567, jose
 * lopez), and says which field and values to look for. Undefined when it is none of them, or a
 * name with no word of MIN_NAME_PREFIX letters (isShortName).
 */
export function parseSearch(text: string): SearchQuery | undefined {
  const typed = text.trim();
  const sol = SOL.exec(typed);
  if (sol) return { field: 'id', values: [`SOL${sol[1]}`] };
  if (NAME.test(typed)) {
    const words = nameSearchWords(typed);
    return words.length === 0 ? undefined : { field: 'name', values: words };
  }
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

const ALL_FIELDS: readonly SearchField[] = ['id', 'dui', 'phone', 'email', 'name'];

/** Letters only, but no word long enough to look for: «J», «M. A.». */
export function isShortName(text: string): boolean {
  const typed = text.trim();
  return NAME.test(typed) && nameSearchWords(typed).length === 0;
}

/**
 * What was typed, read as a search on one of `fields` (any of them unless narrowed); anything
 * else is refused. The error says how long the text was, never what it said.
 */
export function requireSearchQuery(
  text: string,
  fields: readonly SearchField[] = ALL_FIELDS,
): SearchQuery {
  const query = parseSearch(text);
  if (!query && fields.includes('name') && isShortName(text))
    throw new ShortNameSearchError(`A name search needs two letters: ${text.length} characters`);
  if (!query || !fields.includes(query.field)) {
    throw new UnrecognisedSearchError(
      `Not a search on ${fields.join(', ')}: ${text.length} characters`,
    );
  }
  return query;
}
