import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { connectFirestore } from '../../../src/submission/adapters/firestore/connect-firestore';
import { FirestoreApplicationRepository } from '../../../src/submission/adapters/firestore/firestore-application-repository';
import { EmulatorAdmin } from './emulator-admin';

let appCount = 0;

export interface FirestoreTestProject {
  projectId: string;
  emulatorHost: string;
  admin: EmulatorAdmin;
  rules: RulesTestEnvironment;
  /** The production adapter, talking to the emulator (or to `emulatorHost`, e.g. through a TcpSwitch). */
  repository(options?: { emulatorHost?: string; requestTimeoutMs?: number }): FirestoreApplicationRepository;
}

/** A project id of its own for one test file, with the project's firestore.rules loaded. */
export async function openFirestoreTestProject(name: string): Promise<FirestoreTestProject> {
  const emulatorHost = inject('firestoreEmulatorHost');
  const [host, port] = emulatorHost.split(':');
  const projectId = `demo-primer-paso-${name}`;
  const rules = await initializeTestEnvironment({
    projectId,
    firestore: { host: host as string, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
  return {
    projectId,
    emulatorHost,
    admin: new EmulatorAdmin(emulatorHost, projectId),
    rules,
    repository(options = {}) {
      appCount += 1;
      const db = connectFirestore({ projectId, emulatorHost: options.emulatorHost ?? emulatorHost }, `${projectId}-${appCount}`);
      return new FirestoreApplicationRepository(db, options.requestTimeoutMs);
    },
  };
}
