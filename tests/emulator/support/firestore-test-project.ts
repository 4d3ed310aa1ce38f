import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { SignedInUser } from '../../../src/access/domain/staff-member';
import { connectFirestore } from '../../../src/submission/adapters/firestore/connect-firestore';
import { FirestoreApplicationRepository } from '../../../src/submission/adapters/firestore/firestore-application-repository';
import { EmulatorAdmin } from './emulator-admin';

let appCount = 0;

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
   * The production adapter, talking to the emulator (or to `emulatorHost`, e.g. through a
   * TcpSwitch).
   */
  repository(options?: {
    emulatorHost?: string;
    requestTimeoutMs?: number;
  }): FirestoreApplicationRepository;
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
  afterAll(() => handle.project.rules.cleanup());
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
  return {
    projectId,
    emulatorHost,
    admin: new EmulatorAdmin(emulatorHost, projectId),
    rules,
    signedIn({ uid, email }) {
      const known = clients.get(uid);
      if (known) return known;
      const context = rules.authenticatedContext(uid, { email });
      const client = context.firestore() as unknown as Firestore;
      clients.set(uid, client);
      return client;
    },
    visitor: () => rules.unauthenticatedContext().firestore() as unknown as Firestore,
    repository(options = {}) {
      appCount += 1;
      const db = connectFirestore(
        { projectId, emulatorHost: options.emulatorHost ?? emulatorHost },
        `${projectId}-${appCount}`,
      );
      return new FirestoreApplicationRepository(db, options.requestTimeoutMs);
    },
  };
}
