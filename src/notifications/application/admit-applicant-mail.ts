import type { AddressKeys, IntakeLedger } from '../../submission/domain/address-quota';
import { APPLICANT_MAILS_PER_MAILBOX, applicantMailsKey } from '../domain/mailbox-budget';

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
