import type {
  AddressKeys,
  AddressQuota,
  IntakeLedger,
} from '../../submission/domain/address-quota';
import { canonicalMailbox } from './canonical-mailbox';

const DAY_MS = 24 * 60 * 60_000;

/** One receipt a day per mailbox: the form cannot be used to flood someone's inbox. */
export const RECEIPTS_PER_MAILBOX: AddressQuota = { perWindow: 1, windowMs: DAY_MS };

/**
 * Every e-mail to an applicant, whatever sets it off (the receipt, a talk's invitation, its
 * reminder), at most four a day to one mailbox: a real applicant's day needs at most a receipt,
 * an invitation, a change of talk and a reminder.
 */
export const APPLICANT_MAILS_PER_MAILBOX: AddressQuota = { perWindow: 4, windowMs: DAY_MS };

/**
 * The ledger's keys of a mailbox (canonicalMailbox), as a keyed hash: `correo:` counts its
 * receipts, `buzon:` every e-mail to it.
 */
export const receiptsKey = (keys: AddressKeys, email: string): string =>
  `correo:${keys.keyOf(canonicalMailbox(email))}`;

export const applicantMailsKey = (keys: AddressKeys, email: string): string =>
  `buzon:${keys.keyOf(canonicalMailbox(email))}`;

/** What counts an applicant's mailbox: the ledger, under keyed hashes. */
export interface MailboxBudget {
  ledger: IntakeLedger;
  keys: AddressKeys;
}

/**
 * Takes one of the mailbox's places for an e-mail to an applicant (APPLICANT_MAILS_PER_MAILBOX):
 * the receipt, a talk's invitation and its reminder all count, so no form and no seat can turn
 * the cooperative's mail on one inbox.
 */
export async function admitApplicantMail(
  { ledger, keys }: MailboxBudget,
  email: string,
  now: Date,
): Promise<boolean> {
  const key = applicantMailsKey(keys, email);
  return (await ledger.admit(key, APPLICANT_MAILS_PER_MAILBOX, now)) === 'admitted';
}
