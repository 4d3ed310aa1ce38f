/**
 * What typed text may hold: one definition for the public form, the server's intake, an admin's
 * correction and a staff note. build/rules/generated-rules-block.ts writes these lists into
 * firestore.rules, code point for code point (their blankCharacters, hiddenCharacters and
 * tabsAndNewlines).
 *
 * - Blank: made only of white space. A required field that is blank is empty ('Campo requerido'),
 *   and stored text is trimmed of white space at both ends (trimBlank).
 * - Hidden characters: controls, format characters (zero-width, bidirectional, soft hyphen…), line
 *   and paragraph separators, and the few letters that show nothing. Anywhere in a value they are
 *   refused: they make text look blank, or read otherwise than it is stored.
 * - Names, company and address are one line: tabs and newlines are refused in them too. The
 *   message and the staff's notes are typed in a text area and keep them.
 */

/** The code points from `first` to `last`, both included. */
export type CodePointRange = readonly [first: number, last: number];

/**
 * Unicode's White_Space, and the byte-order mark: what JavaScript's trim() removes, and next line
 * (U+0085) besides.
 */
export const BLANK_CODE_POINTS: readonly CodePointRange[] = [
  [0x0009, 0x000d], // tab, line feed, vertical tab, form feed, carriage return
  [0x0020, 0x0020], // space
  [0x0085, 0x0085], // next line (NEL)
  [0x00a0, 0x00a0], // no-break space
  [0x1680, 0x1680], // Ogham space mark
  [0x2000, 0x200a], // en quad … hair space
  [0x2028, 0x2029], // line and paragraph separators
  [0x202f, 0x202f], // narrow no-break space
  [0x205f, 0x205f], // medium mathematical space
  [0x3000, 0x3000], // ideographic space
  [0xfeff, 0xfeff], // byte-order mark (zero-width no-break space)
];

/** Refused in one-line text (names, company, address); kept in the message and in notes. */
export const TABS_AND_NEWLINES: readonly CodePointRange[] = [
  [0x0009, 0x000a], // tab, line feed
  [0x000d, 0x000d], // carriage return
];

/**
 * Refused in all typed text: every control (Unicode's Cc) and format character (Cf) but
 * TABS_AND_NEWLINES, the line and paragraph separators, and the fillers that show nothing.
 */
export const HIDDEN_CODE_POINTS: readonly CodePointRange[] = [
  [0x0000, 0x0008], // C0 controls: NUL … backspace
  [0x000b, 0x000c], // vertical tab, form feed
  [0x000e, 0x001f], // C0 controls: shift out … unit separator (escape among them)
  [0x007f, 0x009f], // delete, and the C1 controls (next line among them)
  [0x00ad, 0x00ad], // soft hyphen
  [0x0600, 0x0605], // Arabic number signs
  [0x061c, 0x061c], // Arabic letter mark (bidirectional)
  [0x06dd, 0x06dd], // Arabic end of ayah
  [0x070f, 0x070f], // Syriac abbreviation mark
  [0x0890, 0x0891], // Arabic pound and piastre marks above
  [0x08e2, 0x08e2], // Arabic disputed end of ayah
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers (show nothing)
  [0x180e, 0x180e], // Mongolian vowel separator
  [0x200b, 0x200f], // zero-width space, non-joiner, joiner; left-to-right and right-to-left marks
  [0x2028, 0x202e], // line and paragraph separators; bidirectional embeddings and overrides
  [0x2060, 0x2064], // word joiner, invisible operators
  [0x2066, 0x206f], // bidirectional isolates; deprecated format characters
  [0x2800, 0x2800], // braille pattern blank (shows nothing)
  [0x3164, 0x3164], // Hangul filler (shows nothing)
  [0xfeff, 0xfeff], // byte-order mark (zero-width no-break space)
  [0xffa0, 0xffa0], // halfwidth Hangul filler (shows nothing)
  [0xfff9, 0xfffb], // interlinear annotation
  [0x110bd, 0x110bd], // Kaithi number sign
  [0x110cd, 0x110cd], // Kaithi number sign above
  [0x13430, 0x1343f], // Egyptian hieroglyph format controls
  [0x1bca0, 0x1bca3], // shorthand format controls
  [0x1d173, 0x1d17a], // musical symbol format controls
  [0xe0001, 0xe0001], // language tag
  [0xe0020, 0xe007f], // tag characters (invisible letters)
];

/** One line (names, company, address) or several (the message, a note). */
export type TextLines = 'one-line' | 'many-lines';

function isIn(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

function characterClass(ranges: readonly CodePointRange[]): string {
  const escaped = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;
  return ranges
    .map(([first, last]) =>
      first === last ? escaped(first) : `${escaped(first)}-${escaped(last)}`,
    )
    .join('');
}

const HIDDEN: Record<TextLines, RegExp> = {
  'one-line': new RegExp(
    `[${characterClass(HIDDEN_CODE_POINTS)}${characterClass(TABS_AND_NEWLINES)}]`,
    'u',
  ),
  'many-lines': new RegExp(`[${characterClass(HIDDEN_CODE_POINTS)}]`, 'u'),
};

/**
 * `text` without the white space at either end. Every blank code point is a single UTF-16 unit,
 * so a plain loop does it, in one pass whatever the text's length.
 */
export function trimBlank(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isIn(BLANK_CODE_POINTS, text.charCodeAt(start))) start += 1;
  while (end > start && isIn(BLANK_CODE_POINTS, text.charCodeAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Empty, or made only of white space (spaces of any width, tabs, newlines, the BOM). */
export function isBlank(text: string): boolean {
  return trimBlank(text) === '';
}

/** Whether `text` holds a character refused in text of that kind, wherever it is. */
export function hasHiddenCharacters(text: string, lines: TextLines): boolean {
  return HIDDEN[lines].test(text);
}
