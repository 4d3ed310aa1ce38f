import type { FirebaseConfig } from '../../shared/adapters/firebase-config';
import { CryptoRandomSource } from '../../shared/adapters/crypto-random-source';
import { appCheckTokens } from '../../submission/adapters/http/app-check-tokens';
import { RemoteSubmitApplication } from '../../submission/adapters/http/remote-submit-application';
import { BeaconFormUse } from '../../form-use/adapters/http/beacon-form-use';
import type { SubmitApplicationCommand } from '../../submission/application/submit-application-command';

/**
 * The public page's composition with a server (VITE_STORAGE=firestore): the form goes to the
 * server's intake (src/server), which stores it; the page loads no Firestore code at all. Each
 * filled form's Idempotency-Key is drawn from Web Crypto.
 */
export function composeRemoteIntake(firebase: FirebaseConfig) {
  const { appCheckSiteKey } = firebase;
  const appCheck = appCheckSiteKey ? appCheckTokens(firebase, appCheckSiteKey) : undefined;
  const remote = new RemoteSubmitApplication({
    random: new CryptoRandomSource(),
    ...(appCheck ? { appCheckToken: appCheck.token, warmUp: appCheck.warmUp } : {}),
  });
  return {
    submitApplication: {
      prepare: () => remote.prepare(),
      // Stored by the server: the receipt offers the status pages (Perdí el enlace) even when
      // the answer carries no link (submission-receipt.tsx), which demo mode never does.
      execute: async (command: SubmitApplicationCommand) => ({
        ...(await remote.execute(command)),
        viaServer: true as const,
      }),
    },
    // The form's use: a beacon to the server, which counts it (no App Check: it stores nothing
    // of anyone, and a bound per address keeps it honest).
    countFormUse: new BeaconFormUse(),
  };
}
