import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  STAFF_ACCESS_SINCE_FIELD,
  STAFF_COLLECTION,
} from '../../../access/adapters/access-collections';
import { isStaffRole } from '../../../access/domain/staff-member';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';
import { MAX_TEAM_SIZE } from '../../../team/domain/team-member';
import { isCredentialId, MAX_PASSKEYS_PER_MEMBER, type Passkey } from '../../domain/passkey';
import { PasskeyRefusedError } from '../../domain/passkey-errors';
import type { KeyRemoval, PasskeyStore } from '../../domain/passkey-ports';
import { keyRemovalRefusal } from '../../domain/passkey-rules';
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

/**
 * Passkeys/{credential id} over the Admin SDK: only the server reads or writes them. Taking keys
 * away also writes the member's allowlist entry (Staff/{uid}.accessSince) in the same step.
 */
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

  async takeAway(removal: KeyRemoval): Promise<Passkey[]> {
    const staff = this.db.collection(STAFF_COLLECTION);
    const entry = staff.doc(removal.memberUid);
    // The admins' entries and their keys read in the write's own transaction: two admins taking
    // each other's last keys at once contend on the same documents, and the one run again sees
    // that it would leave no admin with a key.
    return runRetriedTransaction(this.db, async (transaction) => {
      const [owned, current, adminEntries] = await Promise.all([
        transaction.get(
          this.keys.where('memberUid', '==', removal.memberUid).limit(MAX_PASSKEYS_PER_MEMBER),
        ),
        transaction.get(entry),
        transaction.get(staff.where('role', '==', 'admin').limit(MAX_TEAM_SIZE)),
      ]);
      const admins = await Promise.all(
        adminEntries.docs.map(async (admin) => ({
          uid: admin.id,
          role: 'admin' as const,
          active: true,
          keys: (await transaction.get(this.keys.where('memberUid', '==', admin.id).limit(1))).size,
        })),
      );
      const keys = owned.docs.map(passkeyOf);
      const removing = keys.filter(
        (key) => removal.keyId === undefined || key.id === removal.keyId,
      );
      const role: unknown = current.get('role');
      const member = {
        uid: removal.memberUid,
        role: isStaffRole(role) ? role : ('staff' as const),
        active: current.exists && isStaffRole(role),
        keys: keys.length,
      };
      const refusal = keyRemovalRefusal(member, removing.length, admins, removal.keepOne);
      if (refusal) throw new PasskeyRefusedError(refusal);
      for (const key of removing) transaction.delete(this.keys.doc(key.id));
      // Sessions from before now grant nothing (firestore.rules): the lost phone's reads no more.
      if (removal.endSessions && current.exists)
        transaction.update(entry, { [STAFF_ACCESS_SINCE_FIELD]: FieldValue.serverTimestamp() });
      return removing;
    });
  }
}
