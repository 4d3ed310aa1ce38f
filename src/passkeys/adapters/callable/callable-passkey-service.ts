import type { FirebaseApp } from 'firebase/app';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import type { PasskeySummary } from '../../domain/passkey';
import { isPasskeyRefusal, PasskeyRefusedError } from '../../domain/passkey-errors';
import type { PasskeyService } from '../../domain/passkey-service';

type PasskeysAnswer = { ok: true; data?: unknown } | { ok: false; reason: string };

const summaryOf = (value: unknown): PasskeySummary | null => {
  const data = value as Record<string, unknown> | null;
  if (!data || typeof data.id !== 'string' || typeof data.name !== 'string') return null;
  if (typeof data.createdAt !== 'string') return null;
  return {
    id: data.id,
    name: data.name,
    createdAt: new Date(data.createdAt),
    lastUsedAt: typeof data.lastUsedAt === 'string' ? new Date(data.lastUsedAt) : null,
  };
};

const tokenOf = (data: unknown): { token: string } => {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') throw new Error('The passkeys function answered no token');
  return { token };
};

/**
 * The passkeys function, called as the signed-in member over the site's own origin (`url`, a
 * Hosting rewrite). A refusal comes back as PasskeyRefusedError with its reason. `ready` runs
 * before each call: App Check when the site has a key, whose token the Functions SDK attaches.
 */
export class CallablePasskeyService implements PasskeyService {
  private readonly call: (request: object) => Promise<{ data: unknown }>;

  constructor(
    app: FirebaseApp,
    url: string,
    private readonly ready: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.call = httpsCallableFromURL<object, unknown>(getFunctions(app), url);
  }

  enrollmentOptions(): Promise<unknown> {
    return this.ask({ action: 'enrollment-options' });
  }

  async enroll(response: unknown, name: string): Promise<{ token: string }> {
    return tokenOf(await this.ask({ action: 'enroll', response, name }));
  }

  signInOptions(): Promise<unknown> {
    return this.ask({ action: 'sign-in-options' });
  }

  async signIn(response: unknown): Promise<{ token: string }> {
    return tokenOf(await this.ask({ action: 'sign-in', response }));
  }

  async list(memberUid?: string): Promise<PasskeySummary[]> {
    const data = await this.ask({ action: 'list', ...(memberUid ? { memberUid } : {}) });
    return (Array.isArray(data) ? data : []).flatMap((each) => summaryOf(each) ?? []);
  }

  async remove(memberUid: string, keyId?: string): Promise<number> {
    const data = await this.ask({ action: 'remove', memberUid, ...(keyId ? { keyId } : {}) });
    const removed = (data as { removed?: unknown } | null)?.removed;
    return typeof removed === 'number' ? removed : 0;
  }

  private async ask(request: object): Promise<unknown> {
    await this.ready();
    const answer = (await this.call(request)).data as PasskeysAnswer;
    if (answer.ok) return answer.data;
    if (isPasskeyRefusal(answer.reason)) throw new PasskeyRefusedError(answer.reason);
    throw new Error(`The passkeys function refused the request: ${answer.reason}`);
  }
}
