import type { Auth } from 'firebase-admin/auth';
import { describeFailure } from '../../../shared/domain/describe-failure';
import type { SignInSetupChecks } from '../../domain/health-ports';
import type { SelfSignUpState } from '../../domain/sign-in-setup';

/**
 * A uid no account has: the token signed for it is thrown away at once, so it opens nothing.
 * Signing one is the passkey's own step (a custom token), so it fails exactly when that would.
 */
export const SIGNING_CHECK_UID = 'primer-paso-estado-prueba-de-firma';

/**
 * Sign-in's setup over the Admin SDK. In production Auth signs a custom token through IAM's
 * signBlob as the functions' service account, which needs the Service Account Token Creator role
 * (docs/deploying.md); on the emulators the token is unsigned and this always works. Self sign-up
 * is read by `readSelfSignUp` (the composition root's: Identity Toolkit's config, or not asked on
 * the emulators).
 */
export class AdminSignInSetupChecks implements SignInSetupChecks {
  constructor(
    private readonly auth: Pick<Auth, 'createCustomToken'>,
    private readonly readSelfSignUp: () => Promise<SelfSignUpState>,
  ) {}

  async canSignSessions(): Promise<boolean> {
    try {
      await this.auth.createCustomToken(SIGNING_CHECK_UID);
      return true;
    } catch (error) {
      // The maintainer's clue: IAM's refusal names the role and the account that lacks it.
      console.error(
        'primer-paso: Estado: el servidor no pudo firmar una sesión',
        describeFailure(error),
      );
      return false;
    }
  }

  selfSignUp(): Promise<SelfSignUpState> {
    return this.readSelfSignUp().catch(() => 'unknown' as const);
  }
}
