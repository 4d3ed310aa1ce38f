import type { Outbox } from '../../notifications/domain/outbox';
import type { Clock } from '../../shared/domain/clock';
import type { RandomSource } from '../../shared/domain/random-source';
import { passkeyName } from '../domain/passkey';
import { drawChallenge, type PasskeyChallenge } from '../domain/passkey-challenge';
import { PasskeyRefusedError } from '../domain/passkey-errors';
import type {
  ChallengeStore,
  PasskeyMembers,
  PasskeyStore,
  SessionAuthority,
  WebAuthnCeremonies,
} from '../domain/passkey-ports';
import { checkMayAddKey, type PasskeyCaller } from '../domain/passkey-rules';
import { activeMember } from './member-checks';
import { takeAnsweredChallenge } from './answered-challenge';
import { OwedPasswordResets, type KeysMailSettings } from './owed-password-reset';

/**
 * Adding a key, first step: the options for the browser's `create()`, with a challenge kept on
 * the server for this member alone. The member's existing keys are excluded, so one
 * authenticator is not enrolled twice. A member whose take-away left them owed a new password
 * (its step died before paying it) gets it now, and adds no key until they sign in with the new
 * one: else the old password, perhaps stolen with the phone, could add a key of its own.
 */
export class BeginEnrollment {
  private readonly resets: OwedPasswordResets;

  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
    private readonly challenges: ChallengeStore,
    private readonly ceremonies: WebAuthnCeremonies,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    sessions: SessionAuthority,
    outbox: Outbox,
    settings: KeysMailSettings,
  ) {
    this.resets = new OwedPasswordResets(store, sessions, outbox, clock, settings);
  }

  async execute(caller: PasskeyCaller): Promise<unknown> {
    if (await this.resets.pay(caller.uid)) throw new PasskeyRefusedError('password-reset-owed');
    await activeMember(this.members, caller);
    const existing = await this.store.keysOf(caller.uid);
    checkMayAddKey(existing.length, caller);
    const drawn = drawChallenge(this.random, 'registration', caller.uid, this.clock.now());
    await this.challenges.keep(drawn);
    return this.ceremonies.registrationOptions({
      challenge: drawn.challenge,
      member: { uid: caller.uid, email: caller.email },
      existing,
    });
  }
}

/**
 * Adding a key, second step: the authenticator's answer verified against the challenge drawn
 * (used up whatever the outcome, but for the same answer sent again once it stored its key), the
 * key kept under the member's name for it with the change's audit record (one write), and a
 * session that says a passkey opened it.
 */
export class FinishEnrollment {
  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
    private readonly challenges: ChallengeStore,
    private readonly ceremonies: WebAuthnCeremonies,
    private readonly sessions: SessionAuthority,
    private readonly clock: Clock,
  ) {}

  async execute(
    caller: PasskeyCaller,
    request: { response: unknown; name: string },
  ): Promise<{ token: string }> {
    const name = passkeyName(request.name);
    if (name === null) throw new PasskeyRefusedError('invalid-name');
    const now = this.clock.now();
    const taken = await takeAnsweredChallenge(this.ceremonies, this.challenges, request.response, {
      purpose: 'registration',
      memberUid: caller.uid,
      now,
    });
    await activeMember(this.members, caller);
    if (taken.enrolled !== undefined) return this.answerAgain(caller, taken, request.response);
    checkMayAddKey((await this.store.keysOf(caller.uid)).length, caller);
    const key = await this.ceremonies.verifyRegistration(request.response, taken.challenge);
    if (key === null) throw new PasskeyRefusedError('not-verified');
    const member = { uid: caller.uid, email: caller.email };
    const added = await this.store.add(
      { ...key, memberUid: caller.uid, name, createdAt: now, lastUsedAt: now },
      { memberEmail: caller.email, by: member },
    );
    if (!added) throw new PasskeyRefusedError('not-verified');
    await this.challenges.settle(taken, key.id);
    return { token: await this.sessions.passkeySessionFor(caller.uid) };
  }

  /**
   * The same answer sent again (the network repeated the request, the first's reply was lost):
   * success for the key its first sending stored, if it is still this member's; nothing stored
   * or recorded twice.
   */
  private async answerAgain(
    caller: PasskeyCaller,
    taken: PasskeyChallenge,
    response: unknown,
  ): Promise<{ token: string }> {
    const key = await this.ceremonies.verifyRegistration(response, taken.challenge);
    const stored = key !== null && key.id === taken.enrolled ? await this.store.find(key.id) : null;
    if (stored?.memberUid !== caller.uid) throw new PasskeyRefusedError('challenge-unusable');
    return { token: await this.sessions.passkeySessionFor(caller.uid) };
  }
}
