import type { SignedInUser } from '../../../access/domain/staff-member';
import type { SessionAuthority } from '../../domain/passkey-ports';
import { PASSKEY_CLAIM } from '../../../access/domain/session-policy';

/**
 * Sessions as the tests see them: each token minted is a readable record of its uid and claims
 * (nothing signs it, so nothing but a test would take it), and each member whose sessions ended.
 */
export class InMemorySessionAuthority implements SessionAuthority {
  readonly ended: string[] = [];
  /** Whose password was replaced by one nobody knows, in order. */
  readonly passwordsReset: string[] = [];

  /** `onEnd`: what else ends with a member's sessions (the tests' accounts move their time on). */
  constructor(private readonly onEnd: (uid: string) => void = () => undefined) {}

  async passkeySessionFor(uid: string): Promise<string> {
    await Promise.resolve();
    return JSON.stringify({ uid, claims: { [PASSKEY_CLAIM]: true } });
  }

  async endSessionsOf(uid: string): Promise<void> {
    await Promise.resolve();
    this.ended.push(uid);
    this.onEnd(uid);
  }

  async resetPasswordOf(member: SignedInUser): Promise<string> {
    await this.endSessionsOf(member.uid);
    this.passwordsReset.push(member.uid);
    return `https://primerpaso.invalid/contrasena?cuenta=${member.uid}&vez=${this.passwordsReset.length}`;
  }
}
