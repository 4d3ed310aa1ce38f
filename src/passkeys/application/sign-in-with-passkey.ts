import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { drawChallenge } from '../domain/passkey-challenge';
import { PasskeyRefusedError } from '../domain/passkey-errors';
import type {
  ChallengeStore,
  PasskeyMembers,
  PasskeyStore,
  SessionAuthority,
  WebAuthnCeremonies,
} from '../domain/passkey-ports';
import type { PasskeyCaller } from '../domain/passkey-rules';
import { activeMember } from './member-checks';
import { takeAnsweredChallenge } from './answered-challenge';

/**
 * Signing in with a key, first step (after the password): the options for the browser's
 * `get()`, naming the member's own keys, with a challenge kept on the server for them alone.
 */
export class BeginPasskeySignIn {
  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
    private readonly challenges: ChallengeStore,
    private readonly ceremonies: WebAuthnCeremonies,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  async execute(caller: PasskeyCaller): Promise<unknown> {
    await activeMember(this.members, caller);
    const allowed = await this.store.keysOf(caller.uid);
    if (allowed.length === 0) throw new PasskeyRefusedError('unknown-key');
    const drawn = drawChallenge(this.random, 'authentication', caller.uid, this.clock.now());
    await this.challenges.keep(drawn);
    return this.ceremonies.authenticationOptions({ challenge: drawn.challenge, allowed });
  }
}

/**
 * Signing in with a key, second step: the signature verified with the member's own key kept on
 * the server (a removed key is no longer there), against the challenge drawn (used up whatever
 * the outcome); then the key's use recorded and a session that says a passkey opened it.
 */
export class FinishPasskeySignIn {
  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
    private readonly challenges: ChallengeStore,
    private readonly ceremonies: WebAuthnCeremonies,
    private readonly sessions: SessionAuthority,
    private readonly clock: Clock,
  ) {}

  async execute(caller: PasskeyCaller, response: unknown): Promise<{ token: string }> {
    const now = this.clock.now();
    const taken = await takeAnsweredChallenge(this.ceremonies, this.challenges, response, {
      purpose: 'authentication',
      memberUid: caller.uid,
      now,
    });
    await activeMember(this.members, caller);
    const id = this.ceremonies.credentialIdOf(response);
    const passkey = id === null ? null : await this.store.find(id);
    if (passkey?.memberUid !== caller.uid) throw new PasskeyRefusedError('unknown-key');
    const verified = await this.ceremonies.verifyAuthentication(response, taken.challenge, passkey);
    if (verified === null) throw new PasskeyRefusedError('not-verified');
    await this.store.markUsed(passkey.id, verified.counter, now);
    return { token: await this.sessions.passkeySessionFor(caller.uid) };
  }
}
