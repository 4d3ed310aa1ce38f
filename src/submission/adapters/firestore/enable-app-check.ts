import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * Firebase App Check with reCAPTCHA Enterprise: Firestore then accepts requests only from this
 * site, once enforcement is turned on in the console (docs/deploying.md). Loads Google's
 * reCAPTCHA script, so it is on only when VITE_APPCHECK_SITE_KEY is set.
 */
export function enableAppCheck(app: FirebaseApp, siteKey: string): void {
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
