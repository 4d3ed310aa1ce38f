import { EmulatorAdmin } from '../../emulator/support/emulator-admin';
import { E2E_PROJECT_ID, e2eEnv } from './e2e-env';

/** Staff's view of the emulator (rules bypassed): the documents a test's applicant left behind. */
export async function storedFor(firstName: string): Promise<Record<string, unknown>[]> {
  const admin = new EmulatorAdmin(e2eEnv('emulatorHost'), E2E_PROJECT_ID);
  return (await admin.list()).filter((document) => document.first_name === firstName);
}
