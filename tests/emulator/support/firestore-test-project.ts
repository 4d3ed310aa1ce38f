import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore as AdminSdkFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { SignedInUser } from '../../../src/access/domain/staff-member';
import { PASSKEY_CLAIM } from '../../../src/access/domain/session-policy';
import type { ApplicationRepository } from '../../../src/submission/domain/application-repository';
import { AdminApplicationRepository } from '../../../src/submission/adapters/server/admin-application-repository';
import { openAdminFirestore, type AdminFirestore } from './admin-firestore';
import { EmulatorAdmin } from './emulator-admin';

export interface FirestoreTestProject {
  projectId: string;
  emulatorHost: string;
  admin: EmulatorAdmin;
  rules: RulesTestEnvironment;
  /**
   * A client signed in as `user`, as the rules see one: this uid, with this e-mail in the token.
   * One per uid, however often asked for.
   */
  signedIn(user: SignedInUser): Firestore;
  /** A client signed in as nobody: a visitor of the public page. */
  visitor(): Firestore;
  /**
   * The server's view of the project: the Admin SDK, which the rules do not bind. One client,
   * opened when first asked for, closed with the project.
   */
  adminDb(): AdminSdkFirestore;
  /**
   * The production repository that stores applications, the server's (the Admin SDK), on this
   * project: what the intake writes, the only way an application comes in.
   */
  repository(): ApplicationRepository;
  /** Closes the project's clients: the rules environment's and the Admin SDK's. */
  close(): Promise<void>;
}

/**
 * Registers hooks for a test file that works in a project of its own: opened before the file's
 * other hooks, cleaned up after them. Other helpers add what they open to the same handle.
 */
export function registerFirestoreTestProject(name: string): { project: FirestoreTestProject } {
  const handle = {} as { project: FirestoreTestProject };
  beforeAll(async () => {
    handle.project = await openFirestoreTestProject(name);
  });
  afterAll(() => handle.project.close());
  return handle;
}

/** A project id of its own for one test file, with the project's firestore.rules loaded. */
export async function openFirestoreTestProject(name: string): Promise<FirestoreTestProject> {
  const emulatorHost = inject('firestoreEmulatorHost');
  const [host, port] = emulatorHost.split(':');
  const projectId = `demo-primer-paso-${name}`;
  const rules = await initializeTestEnvironment({
    projectId,
    firestore: {
      host: host as string,
      port: Number(port),
      rules: readFileSync('firestore.rules', 'utf8'),
    },
  });
  const clients = new Map<string, Firestore>();
  let admin: AdminFirestore | undefined;
  const adminDb = () => (admin ??= openAdminFirestore(projectId, emulatorHost)).db;
  return {
    projectId,
    emulatorHost,
    admin: new EmulatorAdmin(emulatorHost, projectId),
    rules,
    signedIn({ uid, email }) {
      const known = clients.get(uid);
      if (known) return known;
      // A session a passkey opened, as every member's that reads anything (firestore.rules).
      const context = rules.authenticatedContext(uid, { email, [PASSKEY_CLAIM]: true });
      const client = context.firestore() as unknown as Firestore;
      clients.set(uid, client);
      return client;
    },
    visitor: () => rules.unauthenticatedContext().firestore() as unknown as Firestore,
    adminDb,
    repository: () => new AdminApplicationRepository(adminDb()),
    async close() {
      await rules.cleanup();
      await admin?.close();
    },
  };
}
