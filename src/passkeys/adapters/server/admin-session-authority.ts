import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { SessionAuthority } from '../../domain/passkey-ports';
import { PASSKEY_CLAIM } from '../../../access/domain/session-policy';

/**
 * Sessions through Firebase Auth (Admin SDK). A custom token is signed by the functions' service
 * account (it needs iam.serviceAccounts.signBlob: docs/deploying.md); the page signs in with it,
 * and the ID tokens Auth then issues carry the claim.
 */
export class AdminSessionAuthority implements SessionAuthority {
  constructor(private readonly auth: Auth) {}

  passkeySessionFor(uid: string): Promise<string> {
    return this.auth.createCustomToken(uid, { [PASSKEY_CLAIM]: true });
  }

  endSessionsOf(uid: string): Promise<void> {
    return this.auth.revokeRefreshTokens(uid);
  }

  async resetPasswordOf(member: SignedInUser): Promise<string> {
    // 256 random bits, never shown nor kept: the account opens again only through the link.
    await this.auth.updateUser(member.uid, { password: randomBytes(32).toString('base64url') });
    // Auth keeps a revocation's time in whole seconds and spares a session begun in that very
    // second: revoked in the second of the change, a session the old password opened just before
    // (a thief's, asking for a key at once) would outlive it. A later second ends them all.
    await new Promise((done) => setTimeout(done, 1100 - (Date.now() % 1000)));
    await this.auth.revokeRefreshTokens(member.uid);
    return this.auth.generatePasswordResetLink(member.email);
  }
}
