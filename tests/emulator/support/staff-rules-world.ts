import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { ApplicationId } from '../../../src/submission/domain/application-id';
import type { StageChange } from '../../../src/inbox/domain/history-entry';
import type { SignedInUser } from '../../../src/access/domain/staff-member';
import type { Stage } from '../../../src/inbox/domain/workflow/stage';
import { APPLICATIONS_COLLECTION, HISTORY_COLLECTION } from '../../../src/shared/adapters/firestore/collection-names';
import { transitionEntryData } from '../../../src/inbox/adapters/firestore/history-document';
import { workflowUpdateData } from '../../../src/inbox/adapters/firestore/workflow-update';
import { applicationRecord, dayOf2025 } from '../../support/application-record-fixtures';
import type { FirestoreTestProject } from './firestore-test-project';
import { PrivilegedFirestore } from './privileged-firestore';

/** Who makes a request in the rules matrix. */
export type Role = 'anonymous' | 'signed-in' | 'staff' | 'admin' | 'revoked';
export const ROLES: readonly Role[] = ['anonymous', 'signed-in', 'staff', 'admin', 'revoked'];
export const MEMBERS: readonly Role[] = ['staff', 'admin'];

export interface Actor extends SignedInUser {
  role: Role;
  db: Firestore;
}

/** An application every read case can use, with one note in its history. */
export const STORED_ID: ApplicationId = 'SOL5000';
export const STORED_NOTE_ID = 'nota-1';

/**
 * The people and data of the rules tests: a visitor, a signed-in user who is not on the allowlist,
 * a staff member, an admin, and a member whose Staff entry is deleted just before each request.
 */
export class StaffRulesWorld {
  readonly privileged: PrivilegedFirestore;
  private readonly actors: Record<Role, Actor>;
  private nextNumber = 6000;

  constructor(private readonly project: FirestoreTestProject) {
    this.privileged = new PrivilegedFirestore(project.projectId, project.emulatorHost);
    const signedIn = (role: Role, uid: string): Actor => {
      const email = `${uid}@cooperativa.example`;
      return { role, uid, email, db: project.rules.authenticatedContext(uid, { email }).firestore() as unknown as Firestore };
    };
    this.actors = {
      anonymous: { role: 'anonymous', uid: 'visitante', email: 'visitante@example.com', db: project.rules.unauthenticatedContext().firestore() as unknown as Firestore },
      'signed-in': signedIn('signed-in', 'cualquiera'),
      staff: signedIn('staff', 'empleado'),
      admin: signedIn('admin', 'administradora'),
      revoked: signedIn('revoked', 'exempleado'),
    };
  }

  async setUp(): Promise<void> {
    await this.project.admin.clear();
    await this.privileged.grant(this.actors.staff.uid, 'staff', this.actors.staff.email);
    await this.privileged.grant(this.actors.admin.uid, 'admin', this.actors.admin.email);
    await this.privileged.seed([applicationRecord(STORED_ID, dayOf2025(1))]);
    const { uid, email } = this.actors.staff;
    await writeBatch(this.privileged.db)
      .set(doc(this.privileged.db, APPLICATIONS_COLLECTION, STORED_ID, HISTORY_COLLECTION, STORED_NOTE_ID), { kind: 'note', text: 'Nota', at: new Date(), uid, email })
      .commit();
  }

  /** The actor, ready for its next request: a revoked member was let in once, then removed. */
  async actor(role: Role): Promise<Actor> {
    const actor = this.actors[role];
    if (role === 'revoked') {
      await this.privileged.grant(actor.uid, 'staff', actor.email);
      await assertSucceeds(getDoc(doc(actor.db, APPLICATIONS_COLLECTION, STORED_ID)));
      await this.privileged.revoke(actor.uid);
    }
    return actor;
  }

  /** Another role's uid, for requests about someone else. */
  someoneElse(actor: Actor): SignedInUser {
    return actor.role === 'admin' ? this.actors.staff : this.actors.admin;
  }

  /** A number no application holds yet. */
  async freeId(): Promise<ApplicationId> {
    return `SOL${this.nextNumber++}` as ApplicationId;
  }

  /** A fresh application at this stage, for a case that changes one. */
  async applicationAt(stage: Stage): Promise<ApplicationId> {
    const id = await this.freeId();
    await this.privileged.seed([applicationRecord(id, dayOf2025(1), { stage })]);
    return id;
  }

  close(): Promise<void> {
    return this.privileged.close();
  }
}

export interface Tampering {
  /** Merged into the application's update. */
  update?: Record<string, unknown>;
  /** Merged into the history entry; null leaves the entry out of the write. */
  entry?: Record<string, unknown> | null;
}

/** The adapter's own write for a move (update and history entry in one batch), optionally tampered with. */
export function moveApplication(actor: Actor, id: ApplicationId, change: StageChange, tampering: Tampering = {}): Promise<void> {
  const application = doc(actor.db, APPLICATIONS_COLLECTION, id);
  const entry = doc(collection(application, HISTORY_COLLECTION));
  const batch = writeBatch(actor.db).update(application, { ...workflowUpdateData(change, actor, entry.id), ...tampering.update });
  if (tampering.entry !== null) batch.set(entry, { ...transitionEntryData(change, actor), ...tampering.entry });
  return batch.commit();
}
