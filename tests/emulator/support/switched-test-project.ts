import { afterAll, beforeAll, beforeEach } from 'vitest';
import { registerFirestoreTestProject, type FirestoreTestProject } from './firestore-test-project';
import { TcpSwitch } from '../../support/tcp-switch';

export interface SwitchedTestProject {
  project: FirestoreTestProject;
  tcpSwitch: TcpSwitch;
}

/**
 * Registers hooks for a test file that cuts the connection to the emulator: its own project, a
 * TcpSwitch in front of the emulator, and before each test an empty store behind a switch that is
 * up.
 */
export function registerSwitchedTestProject(name: string): SwitchedTestProject {
  const handle = registerFirestoreTestProject(name) as SwitchedTestProject;
  beforeAll(async () => {
    handle.tcpSwitch = await TcpSwitch.start(handle.project.emulatorHost);
  });
  afterAll(() => handle.tcpSwitch.close());
  beforeEach(async () => {
    await handle.tcpSwitch.set('up');
    await handle.project.admin.clear();
  });
  return handle;
}
