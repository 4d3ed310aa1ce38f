import type { PasskeySummary } from '../../domain/passkey';
import { PasskeyRefusedError } from '../../domain/passkey-errors';
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
 * Demo mode's passkeys "server": keys named and listed in this page's memory, taken only from
 * the stand-in above; the token it answers opens nothing (demo mode has no server sessions).
 */
export class DemoStandInPasskeyService implements PasskeyService {
  private readonly keys = new Map<string, PasskeySummary[]>();
  private made = 0;

  constructor(
    private readonly caller: () => { uid: string } | null,
    private readonly clock: { now(): Date },
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
    return { token: 'demo' };
  }

  async signInOptions(): Promise<unknown> {
    await Promise.resolve();
    return { demo: true };
  }

  async signIn(response: unknown): Promise<{ token: string }> {
    const uid = this.signedIn();
    if (!isStandInAnswer(response, 'get') || (this.keys.get(uid) ?? []).length === 0)
      throw new PasskeyRefusedError('unknown-key');
    await Promise.resolve();
    return { token: 'demo' };
  }

  async list(memberUid?: string): Promise<PasskeySummary[]> {
    await Promise.resolve();
    return [...(this.keys.get(memberUid ?? this.signedIn()) ?? [])];
  }

  async remove(memberUid: string, keyId?: string): Promise<number> {
    await Promise.resolve();
    const before = this.keys.get(memberUid) ?? [];
    const kept = before.filter((key) => keyId !== undefined && key.id !== keyId);
    this.keys.set(memberUid, kept);
    return before.length - kept.length;
  }

  private signedIn(): string {
    const uid = this.caller()?.uid;
    if (!uid) throw new PasskeyRefusedError('not-member');
    return uid;
  }
}
