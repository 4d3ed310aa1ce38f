import type { Authenticator, PasskeyService } from '../domain/passkey-service';

/**
 * Adding a key from the staff page: the server's options, the authenticator's answer, the
 * server's verdict; the token it answers opens a session that says a passkey opened it.
 */
export class AddPasskey {
  constructor(
    private readonly service: PasskeyService,
    private readonly authenticator: Authenticator,
  ) {}

  async execute(name: string): Promise<{ token: string }> {
    const options = await this.service.enrollmentOptions();
    const response = await this.authenticator.create(options);
    return this.service.enroll(response, name);
  }
}

/** The passkey after the password: the token of a session that says a passkey opened it. */
export class ConfirmWithPasskey {
  constructor(
    private readonly service: PasskeyService,
    private readonly authenticator: Authenticator,
  ) {}

  async execute(): Promise<{ token: string }> {
    const options = await this.service.signInOptions();
    const response = await this.authenticator.get(options);
    return this.service.signIn(response);
  }
}
