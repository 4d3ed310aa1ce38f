import { PASSKEY_CLAIM } from '../../../access/domain/session-policy';
import type { PasskeySummary } from '../../domain/passkey';
import { PasskeyRefusedError } from '../../domain/passkey-errors';
import { keyRemovalRefusal } from '../../domain/passkey-rules';
import type { Authenticator, PasskeyService } from '../../domain/passkey-service';

/** What the stand-in answers: says what it is, so nothing could take it for a credential. */
interface StandInAnswer {
  standIn: 'demo-sin-autenticador';
  ceremony: 'create' | 'get';
}

const isStandInAnswer = (value: unknown, ceremony: StandInAnswer['ceremony']) =>
  (value as Partial<StandInAnswer> | null)?.standIn === 'demo-sin-autenticador' &&
  (value as StandInAnswer).ceremony === ceremony;

/**
 * Demo mode's stand-in for an authenticator: it is none. It signs nothing and holds no key; it
 * answers the screens' steps at once, so the demo can show them (and say on screen that no real
 * authenticator is used).
 */
export class DemoStandInAuthenticator implements Authenticator {
  async create(): Promise<unknown> {
    await Promise.resolve();
    return { standIn: 'demo-sin-autenticador', ceremony: 'create' } satisfies StandInAnswer;
  }

  async get(): Promise<unknown> {
    await Promise.resolve();
    return { standIn: 'demo-sin-autenticador', ceremony: 'get' } satisfies StandInAnswer;
  }
}

/**
 * The in-memory custom token (as InMemorySessionAuthority mints it): readable JSON that the
 * in-memory accounts take as a passkey's session. Nothing signs it: it opens nothing but this
 * page's memory.
 */
const standInSession = (uid: string) => JSON.stringify({ uid, claims: { [PASSKEY_CLAIM]: true } });

/**
 * Demo mode's passkeys "server": keys named and listed in this page's memory, taken only from
 * the stand-in above; the token it answers opens a session of the demo's in-memory accounts.
 */
export class DemoStandInPasskeyService implements PasskeyService {
  private readonly keys = new Map<string, PasskeySummary[]>();
  private made = 0;

  /**
   * `onKeysTaken`: what else happens when a member's keys are taken by someone else, as the
   * server moves their access's time on (the demo's accounts sign them out).
   */
  constructor(
    private readonly caller: () => { uid: string } | null,
    private readonly clock: { now(): Date },
    private readonly onKeysTaken: (uid: string) => void = () => undefined,
  ) {}

  async enrollmentOptions(): Promise<unknown> {
    await Promise.resolve();
    return { demo: true };
  }

  async enroll(response: unknown, name: string): Promise<{ token: string }> {
    const uid = this.signedIn();
    if (!isStandInAnswer(response, 'create')) throw new PasskeyRefusedError('not-verified');
    this.made += 1;
    const now = this.clock.now();
    const key = { id: `llave-demo-${this.made}`, name, createdAt: now, lastUsedAt: now };
    this.keys.set(uid, [...(this.keys.get(uid) ?? []), key]);
    await Promise.resolve();
    return { token: standInSession(uid) };
  }

  async signInOptions(): Promise<unknown> {
    await Promise.resolve();
    return { demo: true };
  }

  async signIn(response: unknown): Promise<{ token: string }> {
    const uid = this.signedIn();
    if (!isStandInAnswer(response, 'get') || (this.keys.get(uid) ?? []).length === 0)
      throw new PasskeyRefusedError('unknown-key');
    const now = this.clock.now();
    this.keys.set(
      uid,
      (this.keys.get(uid) ?? []).map((key) => ({ ...key, lastUsedAt: now })),
    );
    await Promise.resolve();
    return { token: standInSession(uid) };
  }

  async list(memberUid?: string): Promise<PasskeySummary[]> {
    await Promise.resolve();
    return [...(this.keys.get(memberUid ?? this.signedIn()) ?? [])];
  }

  async remove(memberUid: string, keyId?: string): Promise<number> {
    await Promise.resolve();
    const before = this.keys.get(memberUid) ?? [];
    const kept = before.filter((key) => keyId !== undefined && key.id !== keyId);
    const own = memberUid === this.caller()?.uid;
    // As the server: nobody takes their own last key. The demo knows no roles, so the last
    // admin's key is the server's check alone.
    const holder = { uid: memberUid, role: 'staff' as const, active: true, keys: before.length };
    if (keyRemovalRefusal(holder, before.length - kept.length, [], own) === 'own-last-key')
      throw new PasskeyRefusedError('own-last-key');
    this.keys.set(memberUid, kept);
    if (!own && kept.length < before.length) this.onKeysTaken(memberUid);
    return before.length - kept.length;
  }

  private signedIn(): string {
    const uid = this.caller()?.uid;
    if (!uid) throw new PasskeyRefusedError('not-member');
    return uid;
  }
}
