/**
 * The build-time variables of a production build on Firestore (made-up keys and app id), App
 * Check included, as a production build must have it unless turned off by name.
 */
export const PRODUCTION_ENV = {
  VITE_STORAGE: 'firestore',
  VITE_FIREBASE_PROJECT_ID: 'coop-primer-paso',
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_APPCHECK_SITE_KEY: '6LcExampleSiteKey',
};
