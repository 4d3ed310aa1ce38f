import type { PasskeysServerSteps } from '../../application/passkeys-server-steps';
import type { PasskeySummary } from '../../domain/passkey';
import { PasskeyRefusedError } from '../../domain/passkey-errors';
import type { PasskeyCaller } from '../../domain/passkey-rules';
import type { PasskeyService } from '../../domain/passkey-service';
import { demoRoundTrip } from '../../../shared/adapters/demo-round-trip';

/**
 * The passkeys without a network: the server's own use cases, run in this page on in-memory
 * adapters, called as whoever is signed in (demo mode, and the page's tests), so every rule of
 * who may add, use, see or take away which key is the server's, not a copy of it.
 */
export class InProcessPasskeyService implements PasskeyService {
  constructor(
    private readonly server: PasskeysServerSteps,
    private readonly caller: () => PasskeyCaller | null,
    private readonly latencyMs = 0,
  ) {}

  async enrollmentOptions(): Promise<unknown> {
    return this.server.beginEnrollment.execute(await this.signedIn());
  }

  async enroll(response: unknown, name: string): Promise<{ token: string }> {
    return this.server.finishEnrollment.execute(await this.signedIn(), { response, name });
  }

  async signInOptions(): Promise<unknown> {
    return this.server.beginSignIn.execute(await this.signedIn());
  }

  async signIn(response: unknown): Promise<{ token: string }> {
    return this.server.finishSignIn.execute(await this.signedIn(), response);
  }

  async list(memberUid?: string): Promise<PasskeySummary[]> {
    const caller = await this.signedIn();
    return this.server.listPasskeys.execute(caller, memberUid ?? caller.uid);
  }

  async remove(memberUid: string, keyId?: string): Promise<number> {
    return this.server.removePasskeys.execute(await this.signedIn(), { memberUid, keyId });
  }

  /** As the callable: nobody signed in is nobody the server knows. */
  private async signedIn(): Promise<PasskeyCaller> {
    await demoRoundTrip(this.latencyMs);
    const caller = this.caller();
    if (!caller) throw new PasskeyRefusedError('not-member');
    return caller;
  }
}
