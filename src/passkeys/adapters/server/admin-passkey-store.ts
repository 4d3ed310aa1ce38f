import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  STAFF_ACCESS_SINCE_FIELD,
  STAFF_COLLECTION,
} from '../../../access/adapters/access-collections';
import { AUDIT_LOG_COLLECTION } from '../../../audit/adapters/audit-collections';
import type { KeyChange } from '../../../audit/domain/audit-record';
import { isStaffRole } from '../../../access/domain/staff-member';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';
import { MAX_TEAM_SIZE } from '../../../team/domain/team-member';
import { isCredentialId, MAX_PASSKEYS_PER_MEMBER, type Passkey } from '../../domain/passkey';
import { PasskeyRefusedError } from '../../domain/passkey-errors';
import { keyChangeRecordId, type KeyChangeAudit } from '../../domain/key-change-record';
import type { KeyRemoval, KeysTaken, PasskeyStore } from '../../domain/passkey-ports';
import { keyRemovalRefusal } from '../../domain/passkey-rules';
import {
  OWED_RESET_HOLD_MS,
  owesPasswordReset,
  type OwedResetClaim,
} from '../../domain/owed-password-reset';
import { PASSKEYS_COLLECTION, PASSWORD_RESETS_OWED_COLLECTION } from '../passkeys-collections';

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
 * A change of keys in AuditLog, as src/audit's mapper reads a record of kind cambio-de-llaves;
 * stamped with the server's time. Only the server writes these.
 */
const keyChangeRecordData = (change: KeyChange, key: Passkey, audit: KeyChangeAudit) => ({
  kind: 'cambio-de-llaves',
  change,
  memberUid: key.memberUid,
  memberEmail: audit.memberEmail,
  keyName: key.name,
  count: 1,
  at: FieldValue.serverTimestamp(),
  uid: audit.by.uid,
  email: audit.by.email,
});

/**
 * Passkeys/{credential id} over the Admin SDK: only the server reads or writes them. Taking keys
 * away also writes the member's allowlist entry (Staff/{uid}.accessSince) and, when it owes them
 * a new password, PasswordResetsOwed/{uid} in the same step; each change writes its AuditLog
 * record in its own transaction, under the id keyChangeRecordId gives.
 */
export class AdminPasskeyStore implements PasskeyStore {
  constructor(private readonly db: Firestore) {}

  private get keys() {
    return this.db.collection(PASSKEYS_COLLECTION);
  }

  private get auditLog() {
    return this.db.collection(AUDIT_LOG_COLLECTION);
  }

  private get owed() {
    return this.db.collection(PASSWORD_RESETS_OWED_COLLECTION);
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

  async add(passkey: Passkey, audit: KeyChangeAudit): Promise<boolean> {
    if (!isCredentialId(passkey.id)) return false;
    const key = this.keys.doc(passkey.id);
    const record = this.auditLog.doc(keyChangeRecordId('alta-de-llave', passkey.id));
    return runRetriedTransaction(this.db, async (transaction) => {
      const [kept, recorded] = await transaction.getAll(key, record);
      if (kept?.exists || recorded?.exists) return false;
      transaction.create(key, {
        memberUid: passkey.memberUid,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: [...passkey.transports],
        name: passkey.name,
        createdAt: Timestamp.fromDate(passkey.createdAt),
        lastUsedAt: passkey.lastUsedAt ? Timestamp.fromDate(passkey.lastUsedAt) : null,
      });
      transaction.create(record, keyChangeRecordData('alta-de-llave', passkey, audit));
      return true;
    });
  }

  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    if (!isCredentialId(id)) return;
    // A key removed meanwhile stays removed: update fails on a missing document, set would not.
    await this.keys
      .doc(id)
      .update({ counter, lastUsedAt: Timestamp.fromDate(at) })
      .catch(() => undefined);
  }

  async takeAway(removal: KeyRemoval): Promise<KeysTaken> {
    const staff = this.db.collection(STAFF_COLLECTION);
    const entry = staff.doc(removal.memberUid);
    const owed = this.owed.doc(removal.memberUid);
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
      const keys = owned.docs.map(passkeyOf);
      const removing = keys.filter(
        (key) => removal.keyId === undefined || key.id === removal.keyId,
      );
      if (removing.length === 0) {
        const takenBefore = await this.takenBefore(transaction, removal);
        if (takenBefore > 0) return { taken: [], left: keys.length, takenBefore };
      }
      const admins = await Promise.all(
        adminEntries.docs.map(async (admin) => ({
          uid: admin.id,
          role: 'admin' as const,
          active: true,
          keys: (await transaction.get(this.keys.where('memberUid', '==', admin.id).limit(1))).size,
        })),
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
      for (const key of removing) {
        transaction.delete(this.keys.doc(key.id));
        // create, never set: a record in the log is not written over (add keeps no used id).
        transaction.create(
          this.auditLog.doc(keyChangeRecordId('baja-de-llave', key.id)),
          keyChangeRecordData('baja-de-llave', key, removal.audit),
        );
      }
      // Sessions from before now grant nothing (firestore.rules): the lost phone's reads no more.
      if (removal.endSessions && current.exists)
        transaction.update(entry, { [STAFF_ACCESS_SINCE_FIELD]: FieldValue.serverTimestamp() });
      const left = keys.length - removing.length;
      const last = removing.at(-1);
      if (last && owesPasswordReset(removal, removing.length, left))
        transaction.set(owed, {
          memberEmail: removal.audit.memberEmail,
          lastKeyId: last.id,
          since: FieldValue.serverTimestamp(),
        });
      return { taken: removing, left, takenBefore: 0 };
    });
  }

  /**
   * The keys asked for that an earlier take-away took from this member, as their 'baja-de-llave'
   * records say (read in the take-away's transaction): the one key, or all the member's.
   */
  private async takenBefore(transaction: Transaction, removal: KeyRemoval): Promise<number> {
    if (removal.keyId === undefined) {
      const records = this.auditLog
        .where('memberUid', '==', removal.memberUid)
        .where('change', '==', 'baja-de-llave')
        .limit(MAX_PASSKEYS_PER_MEMBER);
      return (await transaction.get(records)).size;
    }
    if (!isCredentialId(removal.keyId)) return 0;
    const record = this.auditLog.doc(keyChangeRecordId('baja-de-llave', removal.keyId));
    const snapshot = await transaction.get(record);
    return snapshot.get('memberUid') === removal.memberUid ? 1 : 0;
  }

  async claimOwedReset(memberUid: string, now: Date): Promise<OwedResetClaim | null> {
    const ref = this.owed.doc(memberUid);
    return runRetriedTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return null;
      const memberEmail: unknown = snapshot.get('memberEmail');
      const lastKeyId: unknown = snapshot.get('lastKeyId');
      const heldUntil: unknown = snapshot.get('heldUntil');
      if (typeof memberEmail !== 'string' || typeof lastKeyId !== 'string')
        throw new Error(`A damaged owed reset: ${memberUid}`);
      const mine = !(heldUntil instanceof Timestamp) || heldUntil.toMillis() <= now.getTime();
      if (mine)
        transaction.update(ref, {
          heldUntil: Timestamp.fromMillis(now.getTime() + OWED_RESET_HOLD_MS),
        });
      return { owed: { memberUid, memberEmail, lastKeyId }, mine };
    });
  }

  async releaseOwedReset(memberUid: string): Promise<void> {
    // update, never set: a reset paid meanwhile (its record deleted) stays paid.
    await this.owed
      .doc(memberUid)
      .update({ heldUntil: null })
      .catch(() => undefined);
  }

  async resetPaid(memberUid: string): Promise<void> {
    await this.owed.doc(memberUid).delete();
  }
}
