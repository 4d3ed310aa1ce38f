import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  CreateFirstAdmin,
  type FirstAdminOutcome,
} from '../src/team/application/create-first-admin';
import { AdminTeamAccounts } from '../src/team/adapters/server/admin-team-accounts';
import { AdminTeamAuditTrail } from '../src/team/adapters/server/admin-team-audit-trail';
import { readSelfSignUp, type SelfSignUp } from '../src/team/adapters/server/self-sign-up-setting';
import { EMULATORS_PROJECT_ID } from '../tests/support/firebase-emulators';

/**
 * The project the first admin is made in: the maintainer's (GOOGLE_CLOUD_PROJECT), or the
 * emulators' when FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST say where they run.
 */
function projectId(): string {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // One emulator and one real service would put the allowlist and the accounts apart.
  if (Boolean(firestore) !== Boolean(auth))
    throw new Error(
      'Define FIRESTORE_EMULATOR_HOST y FIREBASE_AUTH_EMULATOR_HOST juntos, o ninguno de los dos.',
    );
  const project = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (project) return project;
  if (firestore) return EMULATORS_PROJECT_ID;
  throw new Error('Define GOOGLE_CLOUD_PROJECT con el id del proyecto de Firebase.');
}

/**
 * Whether self sign-up is closed on the real project, read with the maintainer's credentials.
 * The Auth emulator does not apply the setting (a sign-up there always works): not asked.
 */
async function selfSignUp(project: string): Promise<SelfSignUp | 'emulator'> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return 'emulator';
  const token = await applicationDefault()
    .getAccessToken()
    .catch(() => null);
  if (!token) return 'unknown';
  return readSelfSignUp({ projectId: project, accessToken: token.access_token });
}

export type MakeFirstAdminOutcome =
  | FirstAdminOutcome
  /** Anyone may still make an account (docs/deploying.md step 5): nothing was made. */
  | { kind: 'sign-up-open' };

/**
 * The first admin through the team's own accounts and audit log, with the Admin SDK: what
 * `npm run first-admin` runs, and `npm run stack -- --seed` with it, so the seeded admin is
 * made and recorded as a real office's first one. On a real project, only once self sign-up is
 * closed: `onUnknown` hears when that could not be read.
 */
export async function makeFirstAdmin(
  email: string,
  options: { force: boolean },
  onUnknown: () => void = () => {},
): Promise<MakeFirstAdminOutcome> {
  const project = projectId();
  const signUp = await selfSignUp(project);
  if (signUp === 'open') return { kind: 'sign-up-open' };
  if (signUp === 'unknown') onUnknown();
  const app = initializeApp({ projectId: project }, `first-admin-${Date.now()}`);
  try {
    const db = getFirestore(app);
    return await new CreateFirstAdmin(
      new AdminTeamAccounts(db, getAuth(app)),
      new AdminTeamAuditTrail(db),
    ).execute(email, options);
  } finally {
    await deleteApp(app);
  }
}
