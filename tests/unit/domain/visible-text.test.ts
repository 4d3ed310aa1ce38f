import { describe, expect, it } from 'vitest';
import { type ApplicationField } from '../../../src/applications/domain/stored-application';
import { createApplication } from '../../../src/submission/domain/new-application';
import {
  requireValidForm,
  validateApplicationForm,
} from '../../../src/submission/domain/rules/application-rules';
import {
  FIELD_REQUIRED,
  HIDDEN_CHARACTERS,
} from '../../../src/submission/domain/rules/validation-messages';
import {
  BLANK_CODE_POINTS,
  HIDDEN_CODE_POINTS,
  TABS_AND_NEWLINES,
  isBlank,
  trimBlank,
  type CodePointRange,
} from '../../../src/shared/domain/visible-text';
import { InvalidApplicationError } from '../../../src/submission/domain/submission-errors';
import { noteProblem, noteText } from '../../../src/applications/domain/history-entry';
import { InvalidNoteError } from '../../../src/applications/domain/application-errors';
import { normalisedValue } from '../../../src/privacy/domain/rectification';
import { validForm } from '../../support/application-fixtures';
import {
  ACCEPTED_MANY_LINES_TEXTS,
  ACCEPTED_ONE_LINE_TEXTS,
  BLANK_TEXTS,
  HIDDEN_TEXTS,
  LINE_BREAK_TEXTS,
  ONE_LINE_FIELDS,
  type TextCase,
} from '../../support/refused-text';

const fieldCases = (cases: readonly TextCase[], fields: readonly ApplicationField[]) =>
  cases.flatMap(({ name, value }) => fields.map((field) => [name, field, value] as const));

const errorFor = (field: ApplicationField, value: string) =>
  validateApplicationForm(validForm({ [field]: value }))[field];

/** What the server's intake (ReceiveApplication, through requireValidForm) refuses, if anything. */
function refusedByIntake(field: ApplicationField, value: string): readonly ApplicationField[] {
  try {
    requireValidForm(validForm({ [field]: value }));
    return [];
  } catch (error) {
    if (error instanceof InvalidApplicationError) return error.fields;
    throw error;
  }
}

describe('blank text (tests/support/refused-text.ts, as firestore.rules has it)', () => {
  it.each(fieldCases(BLANK_TEXTS, ONE_LINE_FIELDS))(
    "makes %s in %s missing: 'Campo requerido'",
    (_name, field, value) => expect(errorFor(field, value)).toBe(FIELD_REQUIRED),
  );

  it.each(fieldCases(BLANK_TEXTS, ONE_LINE_FIELDS))(
    "is refused by the server's intake (requireValidForm): %s in %s",
    (_name, field, value) => expect(refusedByIntake(field, value)).toEqual([field]),
  );

  it.each(BLANK_TEXTS.map(({ name, value }) => [name, value]))(
    'is no message at all (it is optional): %s',
    (_name, value) => {
      expect(errorFor('message', value)).toBeUndefined();
      expect(createApplication(validForm({ message: value }), 'SOL1000', new Date()).message).toBe(
        '',
      );
    },
  );

  it.each(BLANK_TEXTS.map(({ name, value }) => [name, value]))(
    'is an empty note, refused: %s',
    (_name, value) => {
      expect(noteProblem(value)).toBe('blank');
      expect(() => noteText(value)).toThrow(InvalidNoteError);
    },
  );
});

describe('hidden characters (tests/support/refused-text.ts, as firestore.rules has them)', () => {
  it.each(fieldCases(HIDDEN_TEXTS, [...ONE_LINE_FIELDS, 'message' as const]))(
    'refuse %s in %s, saying why',
    (_name, field, value) => expect(errorFor(field, value)).toBe(HIDDEN_CHARACTERS),
  );

  it.each(fieldCases(HIDDEN_TEXTS, [...ONE_LINE_FIELDS, 'message' as const]))(
    "are refused by the server's intake (requireValidForm): %s in %s",
    (_name, field, value) => expect(refusedByIntake(field, value)).toEqual([field]),
  );

  it.each(HIDDEN_TEXTS.map(({ name, value }) => [name, value]))(
    'refuse a note with %s',
    (_name, value) => {
      expect(noteProblem(value)).toBe('hidden-characters');
      expect(() => noteText(value)).toThrow(InvalidNoteError);
    },
  );
});

describe('tabs and newlines (tests/support/refused-text.ts)', () => {
  it.each(fieldCases(LINE_BREAK_TEXTS, ONE_LINE_FIELDS))(
    'are refused inside one line: %s in %s',
    (_name, field, value) => expect(errorFor(field, value)).toBe(HIDDEN_CHARACTERS),
  );

  it.each(LINE_BREAK_TEXTS.map(({ name, value }) => [name, value]))(
    'are kept in the message and in a note: %s',
    (_name, value) => {
      expect(errorFor('message', value)).toBeUndefined();
      expect(noteText(value)).toBe(value);
    },
  );
});

describe('what people write (tests/support/refused-text.ts)', () => {
  it.each(ACCEPTED_ONE_LINE_TEXTS.map(({ name, field, value }) => [name, field, value]))(
    'accepts %s (%s)',
    (_name, field, value) =>
      expect(validateApplicationForm(validForm({ [field]: value }))).toEqual({}),
  );

  it.each(ACCEPTED_MANY_LINES_TEXTS.map(({ name, value }) => [name, value]))(
    'accepts %s in the message and in a note',
    (_name, value) => {
      expect(validateApplicationForm(validForm({ message: value }))).toEqual({});
      expect(noteText(value)).toBe(value);
    },
  );

  it('trims white space of any kind from either end, as it stores and corrects text', () => {
    const padded = '\ufeff\u00a0 Ana\u00a0María\u3000\u0085\n';
    expect(trimBlank(padded)).toBe('Ana\u00a0María');
    expect(normalisedValue(padded)).toBe('Ana\u00a0María');
    expect(validateApplicationForm(validForm({ first_name: padded }))).toEqual({});
    expect(
      createApplication(validForm({ first_name: padded }), 'SOL1000', new Date()).first_name,
    ).toBe('Ana\u00a0María');
    expect(noteText(`\u2028${padded}`)).toBe('Ana\u00a0María');
    expect(isBlank('')).toBe(true);
    expect(isBlank('\u200b')).toBe(false); // not white space, but a hidden character
  });
});

/** Every code point from 0 to U+10FFFF that `test` accepts, as ranges. */
function rangesWhere(test: (codePoint: number) => boolean): [number, number][] {
  const ranges: [number, number][] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (!test(codePoint)) continue;
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

const isIn = (ranges: readonly CodePointRange[]) => (codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

const matching = (pattern: RegExp) => (codePoint: number) =>
  pattern.test(String.fromCodePoint(codePoint));

describe('the lists of src/shared/domain/visible-text.ts', () => {
  it("are blank: Unicode's White_Space and the byte-order mark, in this JavaScript's Unicode", () => {
    expect(rangesWhere(isIn(BLANK_CODE_POINTS))).toEqual(
      rangesWhere(matching(/^[\p{White_Space}\ufeff]$/u)),
    );
  });

  it('are hidden: every control and format character, the separators of lines and paragraphs, and the fillers that show nothing', () => {
    const fillers = [0x115f, 0x1160, 0x2800, 0x3164, 0xffa0];
    const refused = (codePoint: number) =>
      isIn(HIDDEN_CODE_POINTS)(codePoint) || isIn(TABS_AND_NEWLINES)(codePoint);
    expect(rangesWhere(refused)).toEqual(
      rangesWhere(
        (codePoint) =>
          matching(/^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]$/u)(codePoint) || fillers.includes(codePoint),
      ),
    );
    expect(rangesWhere(isIn(TABS_AND_NEWLINES))).toEqual([
      [0x09, 0x0a],
      [0x0d, 0x0d],
    ]);
    expect(
      rangesWhere((code) => isIn(HIDDEN_CODE_POINTS)(code) && isIn(TABS_AND_NEWLINES)(code)),
    ).toEqual([]);
  });

  it.each([
    ['BLANK_CODE_POINTS', BLANK_CODE_POINTS, BLANK_TEXTS],
    ['HIDDEN_CODE_POINTS', HIDDEN_CODE_POINTS, HIDDEN_TEXTS],
    ['TABS_AND_NEWLINES', TABS_AND_NEWLINES, LINE_BREAK_TEXTS],
  ] as const)(
    'each have a case in tests/support/refused-text.ts for every range of %s',
    (_name, ranges, cases) => {
      for (const range of ranges) {
        const covered = cases.some(({ value }) =>
          [...value].some((character) => isIn([range])(character.codePointAt(0) ?? -1)),
        );
        expect(covered, `a case for ${range.map((code) => code.toString(16)).join('-')}`).toBe(
          true,
        );
      }
    },
  );
});
