import type { Outbox } from '../../notifications/domain/outbox';
import type { Clock } from '../../shared/domain/clock';
import { keysTakenAwayMail } from '../domain/keys-taken-away-mail';
import { keysTakenAwayMailId, type OwedPasswordReset } from '../domain/owed-password-reset';
import type { PasskeyStore, SessionAuthority } from '../domain/passkey-ports';

export interface KeysMailSettings {
  /** Where the inbox is, for the e-mail: https://…/personal/ */
  inboxUrl: string;
}

/**
 * Pays a member's OwedPasswordReset, by whichever step comes first after the take-away's write
 * (the take-away itself, its repeat, the member's next enrollment): their password replaced by
 * one nobody knows, every session opened before ended, the e-mail with a link to choose a new
 * one; then the store forgets it. A crash anywhere before that leaves it owed for the next
 * step. Held by one step at a time (PasskeyStore.claimOwedReset), and the e-mail's id is fixed:
 * once it is queued, the reset before it was done, and is not done again (a second reset could
 * leave the queued link stale).
 */
export class OwedPasswordResets {
  constructor(
    private readonly store: PasskeyStore,
    private readonly sessions: SessionAuthority,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly settings: KeysMailSettings,
  ) {}

  /** Whether the member was owed one (paid now, or by another step at this moment). */
  async pay(memberUid: string): Promise<boolean> {
    const claim = await this.store.claimOwedReset(memberUid, this.clock.now());
    if (!claim?.mine) return claim !== null;
    const { owed } = claim;
    try {
      await this.resetAndMail(owed);
    } catch (error) {
      // Failed, not dead: the next step (a repeat sent at once) need not wait out the hold.
      await this.store.releaseOwedReset(memberUid).catch(() => undefined);
      throw error;
    }
    await this.store.resetPaid(memberUid);
    return true;
  }

  private async resetAndMail(owed: OwedPasswordReset): Promise<void> {
    const mailId = keysTakenAwayMailId(owed);
    if (await this.outbox.deliveryOf(mailId)) return;
    const member = { uid: owed.memberUid, email: owed.memberEmail };
    // Ends their sessions too: the thief's, opened with the old password an instant ago.
    const link = await this.sessions.resetPasswordOf(member);
    const mail = keysTakenAwayMail(owed.memberEmail, link, this.settings.inboxUrl);
    await this.outbox.enqueue(mailId, mail, this.clock.now());
  }
}
