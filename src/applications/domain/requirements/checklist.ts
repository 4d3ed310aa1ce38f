import { cooperative, formatUsd } from '../../../shared/content/cooperative';
import type { MembershipRequirement } from '../../../shared/content/membership-requirements';
import { hasHiddenCharacters, trimBlank } from '../../../shared/domain/visible-text';
import { InvalidRequirementError } from '../application-errors';

/**
 * What staff tick on an application En trámite, from the page's requirements
 * (src/shared/content/membership-requirements.ts): the ID copies are two items (the NIT's only
 * when the applicant gave one), the age is read from the DUI and not ticked. firestore.rules get
 * these lists from here (build/rules/generated-rules-block.ts writes their isChecklistComplete,
 * isRequiredItem and isChecklistValue).
 */
export const CHECKLIST_ITEMS = [
  'copia-dui',
  'copia-nit',
  'recibo-agua',
  'cuota',
  'charla',
] as const;

export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** The items an application needs only when the applicant gave a NIT. */
export const ITEMS_ONLY_WITH_NIT: readonly ChecklistItem[] = ['copia-nit'];

/** The item met with the number of its cash receipt (the fee); every other is met with `true`. */
export const RECEIPT_ITEM = 'cuota' satisfies ChecklistItem;

const { idCopyScalePercent, feeUsd } = cooperative.membership;

export const CHECKLIST_LABELS: Record<ChecklistItem, string> = {
  'copia-dui': `Copia del DUI ampliada al ${idCopyScalePercent} %`,
  'copia-nit': `Copia del NIT ampliada al ${idCopyScalePercent} %`,
  'recibo-agua': 'Recibo de agua reciente',
  cuota: `Cuota de ${formatUsd(feeUsd)} pagada`,
  charla: 'Charla informativa',
};

/** Which of the page's requirements each item checks. */
export const CHECKLIST_REQUIREMENT: Record<ChecklistItem, MembershipRequirement['kind']> = {
  'copia-dui': 'id-copies',
  'copia-nit': 'id-copies',
  'recibo-agua': 'water-bill',
  cuota: 'fee',
  charla: 'talk',
};

/**
 * What is met, as stored on the application (`checklist`): `true`, or for the fee the number of
 * the cash receipt it was paid with. An item not there is not met.
 */
export type Checklist = Readonly<
  Partial<Record<Exclude<ChecklistItem, typeof RECEIPT_ITEM>, true>>
> & {
  readonly [RECEIPT_ITEM]?: string;
};

/** The most a receipt number may hold: what fits on a printed cash receipt, and in a table. */
export const MAX_RECEIPT_LENGTH = 30;

/** The items an application needs: the NIT's copy only when the applicant gave a NIT. */
export function requiredItems({ nit }: { nit: string }): ChecklistItem[] {
  return CHECKLIST_ITEMS.filter((item) => nit !== '' || !ITEMS_ONLY_WITH_NIT.includes(item));
}

export function isMet(checklist: Checklist, item: ChecklistItem): boolean {
  return checklist[item] !== undefined;
}

/** What is still missing, in the checklist's order. */
export function missingItems(application: { nit: string; checklist: Checklist }): ChecklistItem[] {
  return requiredItems(application).filter((item) => !isMet(application.checklist, item));
}

export const isChecklistComplete = (application: { nit: string; checklist: Checklist }) =>
  missingItems(application).length === 0;

/** A receipt number as stored: trimmed, one line, visible, 1 to MAX_RECEIPT_LENGTH characters. */
export function receiptNumberProblem(text: string): 'blank' | 'too-long' | 'hidden' | undefined {
  const receipt = trimBlank(text);
  if (receipt === '') return 'blank';
  if (receipt.length > MAX_RECEIPT_LENGTH) return 'too-long';
  return hasHiddenCharacters(receipt, 'one-line') ? 'hidden' : undefined;
}

/** One tick or untick, as staff ask for it and the history records it. */
export interface RequirementChange {
  item: ChecklistItem;
  met: boolean;
  /** The fee's cash receipt number when the fee is ticked; null otherwise. */
  receipt: string | null;
}

/**
 * The one answer to "may this be ticked so?", asked by the use case and every adapter: an item
 * the application needs, changing its state, the fee with a receipt number exactly when ticked.
 * Returns the change as stored (the receipt trimmed).
 */
export function requireRequirementChange(
  application: { nit: string; checklist: Checklist },
  { item, met, receipt }: RequirementChange,
): RequirementChange {
  if (!requiredItems(application).includes(item))
    throw new InvalidRequirementError(`${item} is not a requirement of this application`);
  if (isMet(application.checklist, item) === met)
    throw new InvalidRequirementError(`${item} is ${met ? 'met' : 'not met'} already`);
  const needsReceipt = met && item === RECEIPT_ITEM;
  if (!needsReceipt) {
    if (receipt !== null) throw new InvalidRequirementError('Only a paid fee has a receipt');
    return { item, met, receipt: null };
  }
  if (receipt === null || receiptNumberProblem(receipt) !== undefined)
    throw new InvalidRequirementError('A paid fee needs its receipt number');
  return { item, met, receipt: trimBlank(receipt) };
}

/** The checklist once the change is made. */
export function checklistAfter(checklist: Checklist, change: RequirementChange): Checklist {
  const { [change.item]: _changed, ...rest } = checklist;
  if (!change.met) return rest;
  return { ...rest, [change.item]: change.item === RECEIPT_ITEM ? change.receipt : true };
}
