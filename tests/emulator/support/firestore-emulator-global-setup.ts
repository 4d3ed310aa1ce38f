import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from './firestore-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

/** One emulator for the whole emulator project; each test file works in a project id of its own. */
export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator('firestore.rules');
  project.provide('firestoreEmulatorHost', emulator.host);
  return () => emulator.stop();
}
