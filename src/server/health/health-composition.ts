import { applicationDefault } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminHealthCounts } from '../../health/adapters/server/admin-health-counts';
import { AdminHealthStore } from '../../health/adapters/server/admin-health-store';
import { AdminSignInSetupChecks } from '../../health/adapters/server/admin-sign-in-setup';
import type { SelfSignUpState } from '../../health/domain/sign-in-setup';
import { healthServerModule, healthServerUseCases } from '../../health/health-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { AdminIntakeRefusals } from '../../submission/adapters/server/admin-intake-refusals';
import { readSelfSignUp } from '../../team/adapters/server/self-sign-up-setting';
import { adminApp, serverKernel } from '../server-kernel';

/**
 * Self sign-up as the project's Identity Toolkit config says, read as the functions' service
 * account (it may read the Auth config: Editor, or Firebase Authentication Viewer; otherwise
 * 'unknown'). The Auth emulator lets anyone sign up whatever its config says: not asked there, as
 * `npm run first-admin` does not ask either.
 */
async function selfSignUpOfProject(): Promise<SelfSignUpState> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return 'not-applicable';
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const credential = adminApp().options.credential ?? applicationDefault();
  const token = await credential.getAccessToken().catch(() => null);
  if (!projectId || !token) return 'unknown';
  return readSelfSignUp({ projectId, accessToken: token.access_token });
}

/**
 * Estado's server side: each scheduled job's heartbeat, and the outbox's and the intake's counts
 * kept in Health/status, over the Admin SDK, with what staff's sign-in needs of the deployment.
 * No e-mail: Estado must not depend on it.
 */
export function composeHealth() {
  const db = getFirestore(adminApp());
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    healthServerModule({
      healthStore: new AdminHealthStore(db),
      healthCounts: new AdminHealthCounts(db),
      intakeRefusals: new AdminIntakeRefusals(db),
      signInSetup: new AdminSignInSetupChecks(getAuth(adminApp()), selfSignUpOfProject),
    }),
  );
  return resolveUseCases(container, healthServerUseCases);
}
