import type { BeginEnrollment, FinishEnrollment } from './enroll-passkey';
import type { ListPasskeys, RemovePasskeys } from './manage-passkeys';
import type { BeginPasskeySignIn, FinishPasskeySignIn } from './sign-in-with-passkey';

/**
 * The passkeys server's steps, as an adapter that answers calls takes them: the callable on the
 * server, and the in-process service that runs them in demo mode's page. (Adapters may not
 * reach the module's declaration, which picks their classes.)
 */
export interface PasskeysServerSteps {
  beginEnrollment: BeginEnrollment;
  finishEnrollment: FinishEnrollment;
  beginSignIn: BeginPasskeySignIn;
  finishSignIn: FinishPasskeySignIn;
  listPasskeys: ListPasskeys;
  removePasskeys: RemovePasskeys;
}
