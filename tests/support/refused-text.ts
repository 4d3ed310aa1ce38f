import type { TypedField } from '../../src/applications/domain/stored-application';

/**
 * Text that src/shared/domain/visible-text.ts and firestore.rules both refuse, and text
 * they both accept: one list for the domain's test (tests/unit/domain/visible-text.test.ts) and the
 * rules' (tests/emulator/text-rules.test.ts), so the two cannot drift.
 */
export interface TextCase {
  name: string;
  value: string;
}

/** The fields typed on one line, each required. */
export const ONE_LINE_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address',
] as const satisfies readonly TypedField[];
export type OneLineField = (typeof ONE_LINE_FIELDS)[number];

const codePoint = (value: number) => `U+${value.toString(16).toUpperCase().padStart(4, '0')}`;

/** `character` twice: a value that looks blank, or is. */
const only = (character: number, name: string): TextCase => ({
  name: `${name} (${codePoint(character)}) only`,
  value: String.fromCodePoint(character).repeat(2),
});

/** `character` inside a real name, where trimming cannot take it away. */
const inside = (character: number, name: string): TextCase => ({
  name: `a name with ${name} (${codePoint(character)}) inside`,
  value: `Ana${String.fromCodePoint(character)}María`,
});

/** Text made only of white space: blank, so empty, wherever text is required (and in a note). */
export const BLANK_TEXTS: readonly TextCase[] = [
  { name: 'spaces only', value: '   ' },
  only(0x09, 'a tab'),
  only(0x0a, 'a line feed'),
  only(0x0b, 'a vertical tab'),
  only(0x0c, 'a form feed'),
  only(0x0d, 'a carriage return'),
  only(0x85, 'a next line'),
  only(0xa0, 'a no-break space'),
  only(0x1680, 'an Ogham space mark'),
  ...Array.from({ length: 11 }, (_, index) => only(0x2000 + index, 'a typographic space')),
  only(0x2028, 'a line separator'),
  only(0x2029, 'a paragraph separator'),
  only(0x202f, 'a narrow no-break space'),
  only(0x205f, 'a medium mathematical space'),
  only(0x3000, 'an ideographic space'),
  only(0xfeff, 'a byte-order mark'),
  { name: 'a mix of Unicode spaces', value: ' \u00a0\u3000\t\n\u2028\u202f\ufeff\u0085 ' },
];

/**
 * A control or invisible character inside the text: refused in every typed text field, the
 * message and notes included.
 */
export const HIDDEN_TEXTS: readonly TextCase[] = [
  inside(0x00, 'NUL'),
  inside(0x01, 'a start-of-heading control'),
  inside(0x08, 'a backspace'),
  inside(0x0b, 'a vertical tab'),
  inside(0x0c, 'a form feed'),
  inside(0x1b, 'an escape'),
  inside(0x1f, 'a unit separator'),
  inside(0x7f, 'a delete'),
  inside(0x80, 'a C1 control'),
  inside(0x85, 'a next line'),
  inside(0x9b, 'a control sequence introducer'),
  inside(0x9f, 'an application program command'),
  inside(0xad, 'a soft hyphen'),
  inside(0x0600, 'an Arabic number sign'),
  inside(0x061c, 'an Arabic letter mark'),
  inside(0x06dd, 'an Arabic end of ayah'),
  inside(0x070f, 'a Syriac abbreviation mark'),
  inside(0x0890, 'an Arabic pound mark above'),
  inside(0x08e2, 'an Arabic disputed end of ayah'),
  inside(0x115f, 'a Hangul choseong filler'),
  inside(0x1160, 'a Hangul jungseong filler'),
  inside(0x180e, 'a Mongolian vowel separator'),
  inside(0x200b, 'a zero-width space'),
  inside(0x200c, 'a zero-width non-joiner'),
  inside(0x200d, 'a zero-width joiner'),
  inside(0x200e, 'a left-to-right mark'),
  inside(0x200f, 'a right-to-left mark'),
  inside(0x2028, 'a line separator'),
  inside(0x2029, 'a paragraph separator'),
  inside(0x202a, 'a left-to-right embedding'),
  inside(0x202b, 'a right-to-left embedding'),
  inside(0x202c, 'a pop directional formatting'),
  inside(0x202d, 'a left-to-right override'),
  inside(0x202e, 'a right-to-left override'),
  inside(0x2060, 'a word joiner'),
  inside(0x2062, 'an invisible times'),
  inside(0x2064, 'an invisible plus'),
  inside(0x2066, 'a left-to-right isolate'),
  inside(0x2067, 'a right-to-left isolate'),
  inside(0x2068, 'a first strong isolate'),
  inside(0x2069, 'a pop directional isolate'),
  inside(0x206f, 'a nominal digit shape'),
  inside(0x2800, 'a braille pattern blank'),
  inside(0x3164, 'a Hangul filler'),
  inside(0xfeff, 'a byte-order mark'),
  inside(0xffa0, 'a halfwidth Hangul filler'),
  inside(0xfff9, 'an interlinear annotation anchor'),
  inside(0xfffb, 'an interlinear annotation terminator'),
  inside(0x110bd, 'a Kaithi number sign'),
  inside(0x110cd, 'a Kaithi number sign above'),
  inside(0x13430, 'an Egyptian hieroglyph joiner'),
  inside(0x1bca0, 'a shorthand letter overlap'),
  inside(0x1d173, 'a musical begin beam'),
  inside(0xe0001, 'a language tag'),
  inside(0xe0041, 'a tag letter A'),
  inside(0xe007f, 'a cancel tag'),
  { name: 'hidden text in tag letters', value: 'Ana María\u{e0068}\u{e0069}' },
  { name: 'a bidirectional override that reverses text', value: 'Ana \u202eaíraM\u202c' },
];

/** Refused in the fields typed on one line; kept in the message and in notes. */
export const LINE_BREAK_TEXTS: readonly TextCase[] = [
  inside(0x09, 'a tab'),
  inside(0x0a, 'a line feed'),
  { name: 'a name across two lines (CR LF)', value: 'Ana\r\nMaría' },
];

/** What a person writes: letters with accents, ñ, apostrophes, hyphens, '#', '.ª', commas. */
export const ACCEPTED_ONE_LINE_TEXTS: readonly (TextCase & { field: OneLineField })[] = [
  { name: 'a first name with accents and ñ', field: 'first_name', value: 'José Ñeco Múñiz' },
  { name: 'a first name with a hyphen', field: 'first_name', value: 'María-José' },
  { name: 'a last name with an apostrophe', field: 'last_name', value: "O'Connor Peña" },
  { name: 'a last name with ü and a hyphen', field: 'last_name', value: 'Güell-Ávila' },
  { name: 'a name with a no-break space inside', field: 'first_name', value: 'Ana\u00a0María' },
  {
    name: 'a company with commas and dots',
    field: 'company',
    value: 'Panadería Ñuñoa, S.A. de C.V.',
  },
  {
    name: "an address with '#', '.ª' and commas",
    field: 'address',
    value: 'Colonia Escalón, 3.ª Calle Poniente #4-12, San Salvador',
  },
  { name: 'an address with º and a slash', field: 'address', value: 'Pasaje 2.º, casa 7/B, Apopa' },
];

/** Several lines, as the message and notes keep them. */
export const ACCEPTED_MANY_LINES_TEXTS: readonly TextCase[] = [
  { name: 'two lines', value: 'Quisiera un crédito.\nLlamar por la tarde.' },
  { name: 'Windows line ends and a tab', value: 'Cuenta:\r\n\tahorro y crédito' },
  { name: 'accents, ñ and an emoji', value: '¡Gracias! Año nuevo, señora Núñez 🙂' },
];
