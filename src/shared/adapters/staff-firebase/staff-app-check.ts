import type { FirebaseApp } from 'firebase/app';
import { loadOnce } from '../load-once';

/**
 * App Check with reCAPTCHA Enterprise on the staff page's Firebase app, with the site's key
 * (VITE_APPCHECK_SITE_KEY): the server's callable functions (Equipo, a member's notices) refuse a
 * call without a token when INTAKE_REQUIRE_APP_CHECK is on, and the Functions SDK attaches one
 * once App Check runs on the app. Loaded on the first call only, so the inbox's first load carries
 * neither the SDK nor Google's reCAPTCHA script. Resolves once App Check is on.
 */
export function staffAppCheck(app: FirebaseApp, siteKey: string): () => Promise<void> {
  return loadOnce(async () => {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      // A token is fetched when a call needs one, not kept fresh in the background all day.
      isTokenAutoRefreshEnabled: false,
    });
  });
}
