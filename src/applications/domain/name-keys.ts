import type { ApplicationForm } from './stored-application';

/**
 * Search by name, the one definition that the server's trigger (what it stores for each
 * application), the demo's in-memory inbox and the staff's search (what they typed) all use.
 *
 * A name is cut into words on anything that is not a letter or a digit (spaces, hyphens,
 * apostrophes, full stops), each word lower-cased with its accents and other marks removed
 * (NFD, then the combining marks dropped: «Muñoz» is «munoz», so «ñ» is found as «n», which is how
 * people type it on a keyboard without it). Storage cannot search inside a word or ignore accents,
 * so every word is stored with each of its prefixes, from MIN_NAME_PREFIX letters to the whole
 * word (cut at MAX_NAME_WORD): «José» gives «jo», «jos», «jose». A search is then an exact match
 * on one key, by the start of any word of the first or last name.
 */

/** Fewer letters would match half the inbox: a search needs at least this many. */
export const MIN_NAME_PREFIX = 2;

/**
 * Letters of a word that count: a longer word is stored, and searched, as its first 20 letters
 * (no Salvadoran name is near it, and it bounds the keys: 19 a word).
 */
export const MAX_NAME_WORD = 20;

/**
 * Words of each name (first, last) that are stored: 80 characters could hold 40 short words; no
 * person has more than a few, and this bounds one document's keys (2 × 6 × 19 = 228).
 */
export const MAX_NAME_WORDS = 6;

const NOT_A_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;
const COMBINING_MARK = /\p{M}/gu;

/** The words of `text`, lower-case, without accents, each at most MAX_NAME_WORD letters. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .toLowerCase()
    .split(NOT_A_LETTER_OR_DIGIT)
    .filter((word) => word !== '')
    .map((word) => [...word].slice(0, MAX_NAME_WORD).join(''));
}

/**
 * What is stored for one application: every prefix of every word of its first and last name, from
 * MIN_NAME_PREFIX letters up, once each, in a stable order. A one-letter word gives none.
 */
export function nameSearchKeys({
  first_name,
  last_name,
}: Pick<ApplicationForm, 'first_name' | 'last_name'>): string[] {
  const words = [
    ...nameWords(first_name).slice(0, MAX_NAME_WORDS),
    ...nameWords(last_name).slice(0, MAX_NAME_WORDS),
  ];
  const keys = new Set<string>();
  for (const word of words) {
    const letters = [...word];
    for (let end = MIN_NAME_PREFIX; end <= letters.length; end++)
      keys.add(letters.slice(0, end).join(''));
  }
  return [...keys];
}

/**
 * What staff typed, as the words to look for: normalised as stored, one-letter words left out
 * (nothing stores them), the longest first (the one storage is asked for: the fewest matches),
 * then the others in the order typed, each once. Empty when no word has MIN_NAME_PREFIX letters.
 */
export function nameSearchWords(text: string): string[] {
  const words = [...new Set(nameWords(text).filter((word) => [...word].length >= MIN_NAME_PREFIX))];
  const longest = words.reduce<string | undefined>(
    (best, word) => (best === undefined || [...word].length > [...best].length ? word : best),
    undefined,
  );
  return longest === undefined ? [] : [longest, ...words.filter((word) => word !== longest)];
}

/**
 * How many pages of keys (each as many as the search shows) a search of several words reads at
 * the most to find its matches: the first word alone may be common ('maria lopez' asks for
 * 'maria'), and the newest page of it may hold few with the other words. A one-word search stops
 * at its first page. Past the last page an older match is not found: the bound keeps a search's
 * cost known (docs/performance.md).
 */
export const NAME_SEARCH_PAGES = 5;

/**
 * Whether an application with these keys is a match for every searched word. Storage is asked
 * only for the first (the longest); the others are checked on what it returns.
 */
export function matchesNameSearch(keys: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => keys.includes(word));
}
