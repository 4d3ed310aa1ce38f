import {
  CHECKLIST_ITEMS,
  ITEMS_ONLY_WITH_NIT,
  MAX_RECEIPT_LENGTH,
  RECEIPT_ITEM,
} from '../../src/applications/domain/requirements/checklist.ts';
import { STAGE_FLAGS, STAGES } from '../../src/applications/domain/workflow/stage.ts';
import { CLOSE_REASONS, TRANSITIONS } from '../../src/applications/domain/workflow/transitions.ts';
import { rulesFunction, rulesList, rulesString } from './rules-syntax.ts';

/** The stored application's rules (src/applications/domain): the workflow and the checklist, as rules functions. */

function workflow(): string[] {
  const source = 'src/applications/domain/workflow';
  const flags = STAGES.map((stage) => {
    const { alert, status, isAssociated } = STAGE_FLAGS[stage];
    return `  ${rulesString(stage)}: {'alert': ${alert}, 'status': ${status}, 'isAssociated': ${isAssociated}}`;
  });
  return [
    rulesFunction(
      `${source}/stage.ts`,
      'STAGE_FLAGS: the flags each stage is stored as.',
      'hasFlagsOf(data, stage)',
      `let flags = {\n${flags.join(',\n')}\n}[stage];\n` +
        'return data.alert == flags.alert && data.status == flags.status\n' +
        '  && data.isAssociated == flags.isAssociated;',
    ),
    rulesFunction(
      `${source}/transitions.ts`,
      'TRANSITIONS, as from>to.',
      'isTransition(from, to)',
      `return (from + '>' + to) in ${rulesList(TRANSITIONS.map(({ from, to }) => `${from}>${to}`))};`,
    ),
    rulesFunction(
      `${source}/transitions.ts`,
      'CLOSE_REASONS: why an application was closed.',
      'isCloseReason(reason)',
      `return reason in ${rulesList(CLOSE_REASONS)};`,
    ),
  ];
}

function checklist(): string[] {
  const source = 'src/applications/domain/requirements/checklist.ts';
  const met = (item: string) => {
    const name = rulesString(item);
    return item === RECEIPT_ITEM
      ? `checklist.get(${name}, '') is string && checklist.get(${name}, '') != ''`
      : `checklist.get(${name}, false) == true`;
  };
  const required = CHECKLIST_ITEMS.map((item) =>
    ITEMS_ONLY_WITH_NIT.includes(item) ? `(data.nit == '' || ${met(item)})` : met(item),
  );
  return [
    rulesFunction(
      source,
      `isChecklistComplete: every item of requiredItems met, the fee (RECEIPT_ITEM)\n` +
        'with its receipt number.',
      'isChecklistComplete(data)',
      "let checklist = data.get('checklist', {});\n" + `return ${required.join('\n  && ')};`,
    ),
    rulesFunction(
      source,
      `requiredItems: CHECKLIST_ITEMS, those of ITEMS_ONLY_WITH_NIT only with a NIT.`,
      'isRequiredItem(item, data)',
      `return item in ${rulesList(CHECKLIST_ITEMS)}\n` +
        `  && (data.nit != '' || !(item in ${rulesList(ITEMS_ONLY_WITH_NIT)}));`,
    ),
    rulesFunction(
      source,
      `RECEIPT_ITEM: the item met with its receipt number.`,
      'isReceiptItem(item)',
      `return item == ${rulesString(RECEIPT_ITEM)};`,
    ),
    rulesFunction(
      source,
      `What a met item holds, true, or for RECEIPT_ITEM its receipt number\n` +
        '(MAX_RECEIPT_LENGTH, one visible line).',
      'isChecklistValue(item, value)',
      'return isReceiptItem(item)\n' +
        `  ? value is string && value.size() <= ${MAX_RECEIPT_LENGTH} && isLineText(value)\n` +
        '  : value == true;',
    ),
  ];
}

export const applicationRulesFunctions = (): string[] => [...workflow(), ...checklist()];
