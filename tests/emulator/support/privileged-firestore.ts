import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  initializeFirestore,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import type { NoticePreference } from '../../../src/access/domain/notice-preference';
import type { StaffRole } from '../../../src/access/domain/staff-member';
import {
  STAFF_ACCESS_SINCE_FIELD,
  STAFF_COLLECTION,
} from '../../../src/access/adapters/access-collections';
import {
  APPLICATIONS_COLLECTION,
  NAME_KEYS_COLLECTION,
} from '../../../src/applications/adapters/applications-collections';
import { nameSearchKeys } from '../../../src/applications/domain/name-keys';

let appCount = 0;

/**
 * The project's administrator, as in the Firebase console: the emulator's owner token bypasses
 * the rules. One long-lived client per test file (rules-unit-testing's withSecurityRulesDisabled
 * opens and closes a client per call).
 */
export class PrivilegedFirestore {
  readonly db: Firestore;

  constructor(projectId: string, emulatorHost: string) {
    appCount += 1;
    const app = initializeApp({ projectId }, `privileged-${projectId}-${appCount}`);
    this.db = initializeFirestore(app, {});
    const [host, port] = emulatorHost.split(':');
    connectFirestoreEmulator(this.db, host as string, Number(port), { mockUserToken: 'owner' });
  }

  /**
   * Stores applications as they are, with `extra` fields (staff metadata, say) on each; closeReason,
   * the checklist, associatedAt, progressAt and openedAt only when there is one, as the public page writes
   * none.
   */
  async seed(
    records: readonly ApplicationRecord[],
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    for (let start = 0; start < records.length; start += 500) {
      const batch = writeBatch(this.db);
      for (const stored of records.slice(start, start + 500)) {
        const {
          closeReason,
          date,
          checklist,
          associatedAt,
          progressAt,
          openedAt,
          previousApplication,
          ...record
        } = stored;
        const document = {
          ...record,
          date: Timestamp.fromDate(date),
          ...(closeReason ? { closeReason } : {}),
          // As the inbox writes them: only once something is ticked, or it was associated.
          ...(Object.keys(checklist).length > 0 ? { checklist } : {}),
          ...(associatedAt ? { associatedAt: Timestamp.fromDate(associatedAt) } : {}),
          ...(progressAt ? { progressAt: Timestamp.fromDate(progressAt) } : {}),
          ...(openedAt ? { openedAt: Timestamp.fromDate(openedAt) } : {}),
          ...(previousApplication ? { previousApplication } : {}),
          ...extra,
        };
        batch.set(doc(this.db, APPLICATIONS_COLLECTION, record.id), document);
      }
      await batch.commit();
    }
  }

  /**
   * What the server's trigger (keepNameKeys) writes for each application, NameKeys/{SOL id}: its
   * name keys by the domain's own function, and its date.
   */
  async seedNameKeys(records: readonly ApplicationRecord[]): Promise<void> {
    for (let start = 0; start < records.length; start += 500) {
      const batch = writeBatch(this.db);
      for (const record of records.slice(start, start + 500))
        batch.set(doc(this.db, NAME_KEYS_COLLECTION, record.id), {
          keys: nameSearchKeys(record),
          date: Timestamp.fromDate(record.date),
        });
      await batch.commit();
    }
  }

  /**
   * Stores only the date and the workflow flags: quick, for tests that need many applications to
   * exist.
   */
  async seedPlaceholders(records: readonly ApplicationRecord[]): Promise<void> {
    for (let start = 0; start < records.length; start += 500) {
      const batch = writeBatch(this.db);
      for (const { id, date, alert, status, isAssociated } of records.slice(start, start + 500)) {
        batch.set(doc(this.db, APPLICATIONS_COLLECTION, id), {
          id,
          date: Timestamp.fromDate(date),
          alert,
          status,
          isAssociated,
        });
      }
      await batch.commit();
    }
  }

  /**
   * Puts someone on the allowlist as the owner would in the console, saying their access began
   * long ago (`since`, the epoch unless told): sessions these tests open count, whenever they began.
   * The server's own writes stamp the moment instead (src/team).
   */
  grant(uid: string, role: StaffRole, email: string, since = new Date(0)): Promise<void> {
    return setDoc(doc(this.db, STAFF_COLLECTION, uid), {
      role,
      email,
      [STAFF_ACCESS_SINCE_FIELD]: Timestamp.fromDate(since),
    });
  }

  /** The member's own choice of e-mail notices, as the inbox's settings write it. */
  setNotices(uid: string, notices: NoticePreference): Promise<void> {
    return setDoc(doc(this.db, STAFF_COLLECTION, uid), { notices }, { merge: true });
  }

  /** Any document, as the console would write it (dates become timestamps). */
  write(path: string, data: Record<string, unknown>): Promise<void> {
    return setDoc(doc(this.db, path), data);
  }

  /** Some fields of a document that exists, the rest as they are. */
  update(path: string, fields: Record<string, unknown>): Promise<void> {
    return updateDoc(doc(this.db, path), fields);
  }

  async read(path: string): Promise<Record<string, unknown> | undefined> {
    return (await getDoc(doc(this.db, path))).data();
  }

  remove(path: string): Promise<void> {
    return deleteDoc(doc(this.db, path));
  }

  revoke(uid: string): Promise<void> {
    return deleteDoc(doc(this.db, STAFF_COLLECTION, uid));
  }

  close(): Promise<void> {
    return deleteApp(this.db.app);
  }
}
