import type { StaffAuthenticator } from '../domain/staff-access';

export class SignOutStaff {
  constructor(private readonly authenticator: StaffAuthenticator) {}

  execute(): Promise<void> {
    return this.authenticator.signOut();
  }
}
