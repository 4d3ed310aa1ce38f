import { describe, expect, it } from 'vitest';
import {
  matchesNameSearch,
  MAX_NAME_WORD,
  MAX_NAME_WORDS,
  nameSearchKeys,
  nameSearchWords,
  nameWords,
} from '../../../src/applications/domain/name-keys';

const keysOf = (first_name: string, last_name: string) => nameSearchKeys({ first_name, last_name });

describe("a name's search keys", () => {
  it('are every prefix of every word from two letters, lower-case and without accents', () => {
    expect(keysOf('José', 'Muñoz')).toEqual(['jo', 'jos', 'jose', 'mu', 'mun', 'muno', 'munoz']);
  });

  it('split words on spaces, hyphens, apostrophes and full stops, and skip one-letter words', () => {
    expect(nameWords("María-José  O'Neill de la Cruz Jr.")).toEqual([
      'maria',
      'jose',
      'o',
      'neill',
      'de',
      'la',
      'cruz',
      'jr',
    ]);
    const keys = keysOf('María-José', "O'Neill");
    expect(keys).toContain('maria');
    expect(keys).toContain('jose');
    expect(keys).toContain('neill');
    expect(keys).not.toContain('o');
    expect(keys).not.toContain('m');
  });

  it('read Ü, Ñ and capitals the way people type them without', () => {
    expect(keysOf('ÁNGEL', 'Argüello Ñúñez')).toEqual(
      expect.arrayContaining(['angel', 'arguello', 'nunez']),
    );
  });

  it('are bounded: a long word by its first letters, a long name by its first words', () => {
    const long = 'a'.repeat(MAX_NAME_WORD + 10);
    expect(keysOf(long, 'Paz')).toContain('a'.repeat(MAX_NAME_WORD));
    expect(keysOf(long, 'Paz')).not.toContain('a'.repeat(MAX_NAME_WORD + 1));
    const words = Array.from(
      { length: 30 },
      (_, index) => `${String.fromCharCode(97 + (index % 26))}${index}`,
    );
    const keys = keysOf(words.join(' '), 'Paz');
    // Two-letter words give one key each; the last name is kept whatever the first holds.
    expect(keys).toEqual([...words.slice(0, MAX_NAME_WORDS), 'pa', 'paz']);
  });
});

describe('what staff type, as the words to look for', () => {
  it('is normalised as the keys are, the longest first', () => {
    expect(nameSearchWords('lopez JOSÉ')).toEqual(['lopez', 'jose']);
    expect(nameSearchWords('Ana  ana')).toEqual(['ana']);
    expect(nameSearchWords('J')).toEqual([]);
  });

  it('matches an application only when every word is among its keys', () => {
    const keys = keysOf('José Luis', 'López Peña');
    expect(matchesNameSearch(keys, nameSearchWords('lopez jo'))).toBe(true);
    expect(matchesNameSearch(keys, nameSearchWords('Peña LUIS'))).toBe(true);
    expect(matchesNameSearch(keys, nameSearchWords('lopez ana'))).toBe(false);
    // The start of a word, not its middle.
    expect(matchesNameSearch(keys, nameSearchWords('opez'))).toBe(false);
  });
});
