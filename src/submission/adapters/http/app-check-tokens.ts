import type { FirebaseConfig } from '../../../shared/adapters/firebase-config';
import { loadOnce } from '../../../shared/adapters/load-once';
import type { AppCheckTokenSource } from './remote-submit-application';

/**
 * App Check with reCAPTCHA Enterprise for the intake: each submit carries a limited-use token,
 * which the server uses up (replay protection), so one token cannot send thousands of
 * applications. Loads Firebase's SDK and Google's reCAPTCHA script, so only when the site has a
 * key (VITE_APPCHECK_SITE_KEY), and only once the applicant reaches the form.
 */
export function appCheckTokens(
  firebase: FirebaseConfig,
  siteKey: string,
): { token: AppCheckTokenSource; warmUp: () => void } {
  const appCheck = loadOnce(async () => {
    const [{ initializeApp }, { initializeAppCheck, ReCaptchaEnterpriseProvider }] =
      await Promise.all([import('firebase/app'), import('firebase/app-check')]);
    const { projectId, apiKey, appId } = firebase;
    const app = initializeApp(
      { projectId, ...(apiKey ? { apiKey } : {}), ...(appId ? { appId } : {}) },
      'primer-paso-intake',
    );
    return initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: false,
    });
  });
  return {
    token: async () => {
      const { getLimitedUseToken } = await import('firebase/app-check');
      return (await getLimitedUseToken(await appCheck())).token;
    },
    warmUp: () => void appCheck().catch(() => undefined),
  };
}
