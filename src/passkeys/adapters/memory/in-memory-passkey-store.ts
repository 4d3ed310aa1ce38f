import { MAX_PASSKEYS_PER_MEMBER, type Passkey } from '../../domain/passkey';
import type { PasskeyChallenge } from '../../domain/passkey-challenge';
import type { ChallengeStore, PasskeyStore } from '../../domain/passkey-ports';

/** The keys kept in this process's memory: the tests' and the demo's server. */
export class InMemoryPasskeyStore implements PasskeyStore {
  private readonly keys = new Map<string, Passkey>();

  async keysOf(memberUid: string): Promise<Passkey[]> {
    await Promise.resolve();
    return [...this.keys.values()]
      .filter((key) => key.memberUid === memberUid)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, MAX_PASSKEYS_PER_MEMBER)
      .map((key) => ({ ...key }));
  }

  async find(id: string): Promise<Passkey | null> {
    await Promise.resolve();
    const key = this.keys.get(id);
    return key ? { ...key } : null;
  }

  async add(passkey: Passkey): Promise<boolean> {
    await Promise.resolve();
    if (this.keys.has(passkey.id)) return false;
    this.keys.set(passkey.id, { ...passkey, transports: [...passkey.transports] });
    return true;
  }

  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    await Promise.resolve();
    const key = this.keys.get(id);
    if (key) this.keys.set(id, { ...key, counter, lastUsedAt: at });
  }

  async remove(memberUid: string, id: string): Promise<Passkey | null> {
    await Promise.resolve();
    const key = this.keys.get(id);
    if (key?.memberUid !== memberUid) return null;
    this.keys.delete(id);
    return key;
  }
}

/** The challenges kept in this process's memory; each taken once. */
export class InMemoryChallengeStore implements ChallengeStore {
  private readonly kept = new Map<string, PasskeyChallenge>();

  async keep(challenge: PasskeyChallenge): Promise<void> {
    await Promise.resolve();
    this.kept.set(challenge.challenge, { ...challenge });
  }

  async take(challenge: string): Promise<PasskeyChallenge | null> {
    await Promise.resolve();
    const taken = this.kept.get(challenge) ?? null;
    this.kept.delete(challenge);
    return taken;
  }
}
