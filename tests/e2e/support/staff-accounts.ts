import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { AuthEmulatorAdmin } from '../../emulator/support/auth-emulator-admin';
import { PrivilegedFirestore } from '../../emulator/support/privileged-firestore';
import { E2E_PROJECT_ID, e2eEnv } from './e2e-env';
import { openStaffPage, signIn } from './staff-page';

export const PASSWORD = 'clave-de-prueba-123';

/** A fresh account per test, so tests in parallel never share a session or an allowlist entry. */
export async function account(
  role: 'staff' | 'admin' | null,
): Promise<{ uid: string; email: string }> {
  const email = `e2e-${randomUUID().slice(0, 8)}@cooperativa.example`;
  const uid = await new AuthEmulatorAdmin(e2eEnv('authHost'), E2E_PROJECT_ID).createAccount(
    email,
    PASSWORD,
  );
  if (role) await withConsole((admin) => admin.grant(uid, role, email));
  return { uid, email };
}

/** The administrator in the Firebase console: the emulator's owner, past the rules. */
export async function withConsole<T>(work: (admin: PrivilegedFirestore) => Promise<T>): Promise<T> {
  const admin = new PrivilegedFirestore(E2E_PROJECT_ID, e2eEnv('emulatorHost'));
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

/** A new member with this role, signed in on the Firestore build, looking at the inbox. */
export async function signedIn(page: Page, role: 'staff' | 'admin' = 'staff') {
  const member = await account(role);
  await openStaffPage(page, e2eEnv('firestoreUrl'));
  await signIn(page, member.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  return member;
}
