import { assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  setLogLevel,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll } from 'vitest';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import type { StageChange } from '../../../src/applications/domain/history-entry';
import type { SignedInUser } from '../../../src/access/domain/staff-member';
import type { Stage } from '../../../src/applications/domain/workflow/stage';
import type { Checklist } from '../../../src/applications/domain/requirements/checklist';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../../src/applications/adapters/applications-collections';
import { transitionEntryData } from '../../../src/applications/adapters/firestore/history-writes';
import { workflowUpdateData } from '../../../src/applications/adapters/firestore/workflow-update';
import { applicationRecord, dayOf2025 } from '../../support/application-record-fixtures';
import type { FirestoreTestProject } from './firestore-test-project';
import type { PrivilegedFirestore } from './privileged-firestore';
import { registerStaffTestProject, type StaffTestProject } from './staff-test-project';

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

/** Every requirement of applicationRecord()'s applicant (who has a NIT) met. */
export const COMPLETE: Checklist = {
  'copia-dui': true,
  'copia-nit': true,
  'recibo-agua': true,
  cuota: 'A-00123',
  charla: true,
};

/**
 * Registers hooks for a rules test file: a project of its own, and in it the people and data of
 * the rules tests, set up before the file's tests (and closed after them).
 */
export function registerStaffRulesWorld(name: string): StaffRulesWorld {
  const world = new StaffRulesWorld(registerStaffTestProject(name));
  beforeAll(async () => {
    setLogLevel('error'); // most cases are expected denials; the SDK would warn about each one
    await world.setUp();
  });
  return world;
}

/**
 * The people and data of the rules tests: a visitor, a signed-in user who is not on the allowlist,
 * a staff member, an admin, and a member whose Staff entry is deleted just before each request.
 */
export class StaffRulesWorld {
  private actors?: Record<Role, Actor>;
  private nextNumber = 6000;

  constructor(private readonly staffProject: StaffTestProject) {}

  get privileged(): PrivilegedFirestore {
    return this.staffProject.privileged;
  }

  /** The project itself: its rules environment, and the server's view (its repository). */
  get project(): FirestoreTestProject {
    return this.staffProject.project;
  }

  /** Someone signed in as `uid` (e-mail `uid`@cooperativa.example), as `role` says they are. */
  signedIn(role: Role, uid: string): Actor {
    const email = `${uid}@cooperativa.example`;
    return { role, uid, email, db: this.staffProject.project.signedIn({ uid, email }) };
  }

  async setUp(): Promise<void> {
    const { project } = this.staffProject;
    const visitor = { uid: 'visitante', email: 'visitante@example.com', db: project.visitor() };
    this.actors = {
      anonymous: { role: 'anonymous', ...visitor },
      'signed-in': this.signedIn('signed-in', 'cualquiera'),
      staff: this.signedIn('staff', 'empleado'),
      admin: this.signedIn('admin', 'administradora'),
      revoked: this.signedIn('revoked', 'exempleado'),
    };
    await project.admin.clear();
    await this.privileged.grant(this.actors.staff.uid, 'staff', this.actors.staff.email);
    await this.privileged.grant(this.actors.admin.uid, 'admin', this.actors.admin.email);
    await this.privileged.seed([applicationRecord(STORED_ID, dayOf2025(1))]);
    const { uid, email } = this.actors.staff;
    await writeBatch(this.privileged.db)
      .set(
        doc(
          this.privileged.db,
          APPLICATIONS_COLLECTION,
          STORED_ID,
          HISTORY_COLLECTION,
          STORED_NOTE_ID,
        ),
        { kind: 'note', text: 'Nota', at: new Date(), uid, email },
      )
      .commit();
  }

  /** The actor, ready for its next request: a revoked member was let in once, then removed. */
  async actor(role: Role): Promise<Actor> {
    const actor = this.known()[role];
    if (role === 'revoked') {
      await this.privileged.grant(actor.uid, 'staff', actor.email);
      await assertSucceeds(getDoc(doc(actor.db, APPLICATIONS_COLLECTION, STORED_ID)));
      await this.privileged.revoke(actor.uid);
    }
    return actor;
  }

  /** Another role's uid, for requests about someone else. */
  someoneElse(actor: Actor): SignedInUser {
    const { staff, admin } = this.known();
    return actor.role === 'admin' ? staff : admin;
  }

  /** A number no application holds yet. */
  async freeId(): Promise<ApplicationId> {
    return `SOL${this.nextNumber++}` as ApplicationId;
  }

  /**
   * A fresh application at this stage, for a case that changes one: En trámite with every
   * requirement met unless `checklist` says otherwise, Asociada associated just now.
   */
  async applicationAt(stage: Stage, checklist?: Checklist): Promise<ApplicationId> {
    const id = await this.freeId();
    const record = applicationRecord(id, dayOf2025(1), { stage });
    const met = checklist ?? (stage === 'en-tramite' || stage === 'asociada' ? COMPLETE : {});
    const associatedAt = stage === 'asociada' ? new Date() : null;
    await this.privileged.seed([{ ...record, checklist: met, associatedAt }]);
    return id;
  }

  private known(): Record<Role, Actor> {
    if (!this.actors) throw new Error('StaffRulesWorld: setUp() has not run');
    return this.actors;
  }
}

export interface Tampering {
  /** Merged into the application's update. */
  update?: Record<string, unknown>;
  /** Merged into the history entry; null leaves the entry out of the write. */
  entry?: Record<string, unknown> | null;
}

/**
 * An update of the application and a new history entry in one batch, as the adapters write them:
 * `update` is given the entry's id; `tampering` is merged into both (entry null: no entry).
 */
export function writeWithEntry(
  actor: Actor,
  id: ApplicationId,
  update: (entryId: string) => Record<string, unknown>,
  entryData: Record<string, unknown>,
  tampering: Tampering = {},
): Promise<void> {
  const application = doc(actor.db, APPLICATIONS_COLLECTION, id);
  const entry = doc(collection(application, HISTORY_COLLECTION));
  const batch = writeBatch(actor.db).update(application, {
    ...update(entry.id),
    ...tampering.update,
  });
  if (tampering.entry !== null) batch.set(entry, { ...entryData, ...tampering.entry });
  return batch.commit();
}

/**
 * The adapter's own write for a move (update and history entry in one batch), optionally tampered
 * with.
 */
export function moveApplication(
  actor: Actor,
  id: ApplicationId,
  change: StageChange,
  tampering: Tampering = {},
): Promise<void> {
  return writeWithEntry(
    actor,
    id,
    (entryId) => workflowUpdateData(change, actor, entryId),
    transitionEntryData(change, actor),
    tampering,
  );
}
