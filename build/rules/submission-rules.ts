import {
  DUI_FORMAT,
  DUI_WEIGHTS,
  NEVER_ISSUED_DUI,
} from '../../src/submission/domain/rules/dui.ts';
import { EMAIL_FORMAT, MAX_EMAIL_LENGTH } from '../../src/submission/domain/rules/email.ts';
import {
  LAST_OLD_RULE_CORRELATIVE,
  NEW_RULE_WEIGHTS,
  NIT_CORRELATIVE_DIGITS,
  NIT_FIRST_DIGITS,
  NIT_FORMAT,
  OLD_RULE_WEIGHTS,
} from '../../src/submission/domain/rules/nit.ts';
import { DOMAIN_LIKE, NAME_CHARACTERS } from '../../src/submission/domain/rules/person-name.ts';
import { PHONE_FORMAT, PHONE_PREFIXES } from '../../src/submission/domain/rules/phone.ts';
import {
  BLANK_CODE_POINTS,
  HIDDEN_CODE_POINTS,
  TABS_AND_NEWLINES,
} from '../../src/shared/domain/visible-text.ts';
import { TYPED_FIELDS } from '../../src/applications/domain/stored-application.ts';
import {
  constant,
  digitsNumber,
  rulesCharacterClass,
  rulesFunction,
  rulesList,
  rulesPattern,
  rulesString,
  weightedSum,
} from './rules-syntax.ts';

/** The rules of what an applicant types (src/submission/domain/rules), as rules functions. */

function visibleText(): string[] {
  const source = 'src/shared/domain/visible-text.ts';
  return [
    constant(
      source,
      `BLANK_CODE_POINTS: text made only of these is blank. Each string is the inside of\n` +
        "a character class: the rules' own escape up to U+FFFF, and past it RE2's, written with a\n" +
        'doubled backslash so that the pattern gets one.',
      'blankCharacters',
      rulesCharacterClass(BLANK_CODE_POINTS),
    ),
    constant(
      source,
      `HIDDEN_CODE_POINTS: refused in all typed text.`,
      'hiddenCharacters',
      rulesCharacterClass(HIDDEN_CODE_POINTS),
    ),
    constant(
      source,
      `TABS_AND_NEWLINES: refused in one line of text.`,
      'tabsAndNewlines',
      rulesCharacterClass(TABS_AND_NEWLINES),
    ),
  ];
}

function personName(): string[] {
  const source = 'src/submission/domain/rules/person-name.ts';
  return [
    constant(
      source,
      `NAME_CHARACTERS: what a name may hold.`,
      'nameCharacters',
      rulesPattern(NAME_CHARACTERS),
    ),
    constant(
      source,
      `DOMAIN_LIKE: a period followed by two letters or digits.`,
      'domainLike',
      rulesPattern(DOMAIN_LIKE),
    ),
  ];
}

function emailAndPhone(): string[] {
  return [
    rulesFunction(
      'src/submission/domain/rules/email.ts',
      'isWellFormedEmail (`value` a string).',
      'isWellFormedEmail(value)',
      `return value.size() <= ${MAX_EMAIL_LENGTH}\n` +
        `  && value.matches(${rulesPattern(EMAIL_FORMAT.source)});`,
    ),
    rulesFunction(
      'src/submission/domain/rules/phone.ts',
      'hasValidPhonePrefix (`value` a string).',
      'hasValidPhonePrefix(value)',
      `return value.matches(${rulesPattern(PHONE_FORMAT.source)})\n` +
        `  && value[0] in ${rulesList(PHONE_PREFIXES)};`,
    ),
  ];
}

function dui(): string[] {
  const source = 'src/submission/domain/rules/dui.ts';
  return [
    rulesFunction(
      source,
      `hasValidDuiCheckDigit (\`value\` a string).`,
      'hasValidDuiCheckDigit(value)',
      `return value.matches(${rulesPattern(DUI_FORMAT.source)})\n` +
        `  && value != ${rulesString(NEVER_ISSUED_DUI)}\n` +
        "  && isDuiCheckDigitOf(value.replace('-', ''));",
    ),
    rulesFunction(
      source,
      `DUI_WEIGHTS: \`d\`, the DUI's digits without its dash, end with their check digit.`,
      'isDuiCheckDigitOf(d)',
      `return (10 - (${weightedSum('d', DUI_WEIGHTS, '    ')}) % 10) % 10\n` +
        `  == int(d[${DUI_WEIGHTS.length}]);`,
    ),
  ];
}

function nit(): string[] {
  const source = 'src/submission/domain/rules/nit.ts';
  const firstDigits = NIT_FIRST_DIGITS.map(String);
  return [
    rulesFunction(
      source,
      `hasValidNitCheckDigit (\`value\` a string).`,
      'hasValidNitCheckDigit(value)',
      `return value.matches(${rulesPattern(NIT_FORMAT.source)})\n` +
        "  && isNitCheckDigitOf(value.replace('-', ''));",
    ),
    rulesFunction(
      source,
      `NIT_FIRST_DIGITS, and the old rule's weights up to LAST_OLD_RULE_CORRELATIVE, the\n` +
        "new rule's after it: `d`, the NIT's 14 digits without its dashes.",
      'isNitCheckDigitOf(d)',
      `let correlative = ${digitsNumber('d', NIT_CORRELATIVE_DIGITS)};\n` +
        `let oldSum = ${weightedSum('d', OLD_RULE_WEIGHTS, '  ')};\n` +
        `let newSum = ${weightedSum('d', NEW_RULE_WEIGHTS, '  ')};\n` +
        `return d[0] in ${rulesList(firstDigits)}\n` +
        `  && (correlative <= ${LAST_OLD_RULE_CORRELATIVE} ? oldSum % 11 % 10 : (11 - newSum % 11) % 11 % 10)\n` +
        `    == int(d[${OLD_RULE_WEIGHTS.length}]);`,
    ),
  ];
}

function typedFields(): string[] {
  return [
    rulesFunction(
      'src/applications/domain/stored-application.ts',
      'TYPED_FIELDS: what an applicant typed, and so what an admin may correct.',
      'isTypedField(field)',
      `return field in ${rulesList(TYPED_FIELDS)};`,
    ),
  ];
}

export const submissionRulesFunctions = (): string[] => [
  ...visibleText(),
  ...personName(),
  ...emailAndPhone(),
  ...dui(),
  ...nit(),
  ...typedFields(),
];
