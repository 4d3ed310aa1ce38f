import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { isCredentialId, MAX_PASSKEYS_PER_MEMBER, type Passkey } from '../../domain/passkey';
import type { PasskeyStore } from '../../domain/passkey-ports';
import { PASSKEYS_COLLECTION } from '../passkeys-collections';

/** gRPC's ALREADY_EXISTS: a key under this id is kept already. */
const ALREADY_EXISTS = 6;

function passkeyOf(snapshot: DocumentSnapshot): Passkey {
  const data = snapshot.data() ?? {};
  const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
  const createdAt = date(data.createdAt);
  if (typeof data.memberUid !== 'string' || typeof data.publicKey !== 'string' || !createdAt)
    throw new Error(`A damaged passkey record: ${snapshot.id}`);
  return {
    id: snapshot.id,
    memberUid: data.memberUid,
    publicKey: data.publicKey,
    counter: typeof data.counter === 'number' ? data.counter : 0,
    transports: Array.isArray(data.transports)
      ? data.transports.filter((each): each is string => typeof each === 'string')
      : [],
    name: typeof data.name === 'string' ? data.name : '',
    createdAt,
    lastUsedAt: date(data.lastUsedAt),
  };
}

/** Passkeys/{credential id} over the Admin SDK: only the server reads or writes them. */
export class AdminPasskeyStore implements PasskeyStore {
  constructor(private readonly db: Firestore) {}

  private get keys() {
    return this.db.collection(PASSKEYS_COLLECTION);
  }

  async keysOf(memberUid: string): Promise<Passkey[]> {
    const snapshot = await this.keys
      .where('memberUid', '==', memberUid)
      .limit(MAX_PASSKEYS_PER_MEMBER)
      .get();
    return snapshot.docs
      .map(passkeyOf)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async find(id: string): Promise<Passkey | null> {
    if (!isCredentialId(id)) return null;
    const snapshot = await this.keys.doc(id).get();
    return snapshot.exists ? passkeyOf(snapshot) : null;
  }

  async add(passkey: Passkey): Promise<boolean> {
    if (!isCredentialId(passkey.id)) return false;
    try {
      await this.keys.doc(passkey.id).create({
        memberUid: passkey.memberUid,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: [...passkey.transports],
        name: passkey.name,
        createdAt: Timestamp.fromDate(passkey.createdAt),
        lastUsedAt: passkey.lastUsedAt ? Timestamp.fromDate(passkey.lastUsedAt) : null,
      });
      return true;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return false;
      throw error;
    }
  }

  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    if (!isCredentialId(id)) return;
    // A key removed meanwhile stays removed: update fails on a missing document, set would not.
    await this.keys
      .doc(id)
      .update({ counter, lastUsedAt: Timestamp.fromDate(at) })
      .catch(() => undefined);
  }

  async remove(memberUid: string, id: string): Promise<Passkey | null> {
    if (!isCredentialId(id)) return null;
    const ref = this.keys.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return null;
      const passkey = passkeyOf(snapshot);
      if (passkey.memberUid !== memberUid) return null;
      transaction.delete(ref);
      return passkey;
    });
  }
}
