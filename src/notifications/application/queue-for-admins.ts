import type { AddressKeys } from '../../submission/domain/address-quota';
import type { OutgoingMail } from '../domain/outgoing-mail';
import type { Outbox } from '../domain/outbox';
import type { StaffRecipients } from '../domain/staff-recipients';

export interface AdminMailPorts {
  outbox: Outbox;
  recipients: StaffRecipients;
  keys: AddressKeys;
}

/**
 * Queues one message to each admin, each under an outbox id made of `idPrefix` (what it is and
 * its period: an hour, a day, a month) and the admin's keyed hash, so that a run repeated within
 * the period queues nothing twice. Says how many it queued.
 */
export async function queueForAdmins(
  { outbox, recipients, keys }: AdminMailPorts,
  idPrefix: string,
  mailTo: (to: string) => OutgoingMail,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const to of await recipients.admins()) {
    const outcome = await outbox.enqueue(`${idPrefix}-${keys.keyOf(to)}`, mailTo(to), now);
    if (outcome === 'queued') queued += 1;
  }
  return queued;
}
