import { isWellFormedEmail } from '../../submission/domain/rules/email';
import { SignInError, type StaffAuthenticator } from '../domain/staff-access';

/**
 * Sends a link to choose a new password. Whether an account exists is never told: the answer
 * is the same for any well-formed address, so the form cannot be used to find staff accounts.
 */
export class SendPasswordReset {
  constructor(private readonly authenticator: StaffAuthenticator) {}

  async execute(email: string): Promise<void> {
    const address = email.trim();
    if (!isWellFormedEmail(address)) throw new SignInError('invalid-email');
    try {
      await this.authenticator.sendPasswordReset(address);
    } catch (error) {
      if (error instanceof SignInError && error.reason === 'unknown-account') return;
      throw error;
    }
  }
}
