import { isWellFormedEmail } from '../../submission/domain/rules/email';
import { SignInError, type StaffAuthenticator, type StaffDirectory } from '../domain/staff-access';
import type { StaffMember } from '../domain/staff-member';

/**
 * Signs a person in and lets them through only if they are on the allowlist. Anyone can create
 * an account with the site's public Firebase config, so an account alone is worth nothing here:
 * someone signed in but not on the list is signed out again and told so.
 */
export class SignInStaff {
  constructor(
    private readonly authenticator: StaffAuthenticator,
    private readonly directory: StaffDirectory,
  ) {}

  async execute(email: string, password: string): Promise<StaffMember> {
    const address = email.trim();
    if (!isWellFormedEmail(address)) throw new SignInError('invalid-email');
    if (password === '') throw new SignInError('invalid-credentials');
    const user = await this.authenticator.signIn(address, password);
    const role = await this.directory.roleOf(user.uid);
    if (role === null) {
      await this.authenticator.signOut();
      throw new SignInError('not-allowed');
    }
    return { ...user, role };
  }
}
