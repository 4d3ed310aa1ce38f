import type { PasskeySummary } from '../domain/passkey';
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

/** A member's keys by name and last use: one's own, or (for an admin) anyone's on the team. */
export class ReadPasskeys {
  constructor(private readonly service: PasskeyService) {}

  execute(memberUid?: string): Promise<PasskeySummary[]> {
    return this.service.list(memberUid);
  }
}

/**
 * Takes keys away: one of one's own, or all of a member's (an admin's, for a lost phone, which
 * ends that member's open sessions). The server checks who may, and records each key taken.
 */
export class TakeAwayPasskeys {
  constructor(private readonly service: PasskeyService) {}

  execute(memberUid: string, keyId?: string): Promise<number> {
    return this.service.remove(memberUid, keyId);
  }
}
