import type { CodePointRange } from '../../src/shared/domain/visible-text.ts';

/**
 * How the domain's definitions are written in the rules language. Rules have no loops and no
 * arrays of weights to fold, so sums are unrolled; patterns are RE2's, inside rules strings.
 */

/** A rules string holding `text` as is: quoted with the quote it does not hold. */
export function rulesString(text: string): string {
  if (/[\n\r]/.test(text)) throw new Error(`A rules string holds no newline: ${text}`);
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  throw new Error(`A rules string here holds one kind of quote, not both: ${text}`);
}

/**
 * A pattern's source as a rules string: each backslash doubled, so that the pattern gets one
 * (`'\\d'` is the pattern \d).
 */
export const rulesPattern = (source: string): string =>
  rulesString(source.replaceAll('\\', '\\\\'));

/** A list of strings, as rules write one. */
export const rulesList = (values: readonly string[]): string =>
  `[${values.map((value) => rulesString(value)).join(', ')}]`;

/**
 * A code point inside a character class: the rules' own escape up to U+FFFF (the rules turn it
 * into the character itself); past it RE2's \x{…}, with the backslash doubled so that the
 * pattern gets one.
 */
function classCodePoint(codePoint: number): string {
  const hex = codePoint.toString(16);
  return codePoint <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\\\x{${hex}}`;
}

/** The inside of a character class holding exactly these ranges, in this order, as a string. */
export function rulesCharacterClass(ranges: readonly CodePointRange[]): string {
  const special = ['\\', ']', '[', '^', '-'].map((character) => character.codePointAt(0) ?? 0);
  for (const [first, last] of ranges)
    if (first > last || special.some((code) => code >= first && code <= last))
      throw new Error(`A class range the rules cannot hold as is: ${first}-${last}`);
  const inside = ranges
    .map(([first, last]) =>
      first === last ? classCodePoint(first) : `${classCodePoint(first)}-${classCodePoint(last)}`,
    )
    .join('');
  return `'${inside}'`;
}

/** `int(d[0]) * w0 + int(d[1]) * w1 + …`, `d` a string of digits, wrapped every few terms. */
export function weightedSum(digits: string, weights: readonly number[], indent: string): string {
  const terms = weights.map((weight, index) => `int(${digits}[${index}]) * ${weight}`);
  const lines: string[] = [];
  for (let start = 0; start < terms.length; start += 5)
    lines.push(terms.slice(start, start + 5).join(' + '));
  return lines.join(`\n${indent}+ `);
}

/** The number the digits from `start` to before `end` of `d` write: `int(d[10]) * 100 + …`. */
export function digitsNumber(digits: string, [start, end]: readonly [number, number]): string {
  const terms: string[] = [];
  for (let index = start; index < end; index += 1) {
    const power = 10 ** (end - 1 - index);
    terms.push(power === 1 ? `int(${digits}[${index}])` : `int(${digits}[${index}]) * ${power}`);
  }
  return terms.join(' + ');
}

const INDENT = '    ';

/**
 * A rules function: a comment naming the domain file it comes from (`from`), then saying what it
 * holds, then the function, indented as the file's are.
 */
export function rulesFunction(from: string, says: string, signature: string, body: string): string {
  const lines = [
    `// ${from}:`,
    ...says.split('\n').map((line) => `// ${line}`),
    `function ${signature} {`,
    ...body.split('\n').map((line) => `  ${line}`),
    '}',
  ];
  return lines.map((line) => `${INDENT}${line}`).join('\n');
}

export const constant = (from: string, says: string, name: string, value: string) =>
  rulesFunction(from, says, `${name}()`, `return ${value};`);
