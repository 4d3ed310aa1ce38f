import type { StaffAuthenticator } from '../domain/staff-access';

/**
 * After a passkey, the session the server minted replaces the password's: the session's watch
 * sees the passkey's claim and opens the inbox.
 */
export class OpenPasskeySession {
  constructor(private readonly authenticator: StaffAuthenticator) {}

  execute(token: string): Promise<void> {
    return this.authenticator.openSession(token);
  }
}
