// Read by vite.config.ts as well, which Node loads as it is: imports name their .ts file.
import type { FirebaseConfig } from '../../shared/adapters/firebase-config.ts';
import { namedError } from '../../shared/domain/named-error.ts';
/** Where applications are stored. 'memory' is demo mode: the default with no configuration. */
export type AppConfig = { storage: 'memory' } | { storage: 'firestore'; firebase: FirebaseConfig };

type Env = Record<string, string | boolean | undefined>;

/** Demo mode: applications stay in the browser tab's memory, and the page says so. */
export const isDemoMode = (config: AppConfig): boolean => config.storage === 'memory';

const FIREBASE_KEYS = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIRESTORE_EMULATOR_HOST',
  'VITE_AUTH_EMULATOR_HOST',
  'VITE_APPCHECK_SITE_KEY',
  'VITE_APPCHECK',
];
const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$/;

export class ConfigurationError extends namedError('ConfigurationError') {
  constructor(problem: string) {
    super(`primer-paso configuration: ${problem} See .env.example and docs/deploying.md.`);
  }
}

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads the build-time configuration (Vite's import.meta.env). vite.config.ts calls it too, so
 * a missing or contradictory configuration fails the build instead of shipping a blank page.
 */
export function readAppConfig(env: Env): AppConfig {
  const storage = text(env, 'VITE_STORAGE') ?? 'memory';
  if (storage === 'memory') {
    const stray = FIREBASE_KEYS.filter((key) => text(env, key) !== undefined);
    if (stray.length > 0)
      throw new ConfigurationError(
        `${stray.join(', ')} set but VITE_STORAGE is not "firestore": set VITE_STORAGE=firestore or remove them.`,
      );
    return { storage: 'memory' };
  }
  if (storage !== 'firestore')
    throw new ConfigurationError(
      `VITE_STORAGE=${storage} is not a known storage: use "memory" (demo mode, the default) or "firestore".`,
    );
  return { storage: 'firestore', firebase: readFirebaseConfig(env) };
}

function readFirebaseConfig(env: Env): FirebaseConfig {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY');
  const appId = text(env, 'VITE_FIREBASE_APP_ID');
  const emulatorHost = text(env, 'VITE_FIRESTORE_EMULATOR_HOST');
  const appCheckSiteKey = text(env, 'VITE_APPCHECK_SITE_KEY');
  const authEmulatorHost = text(env, 'VITE_AUTH_EMULATOR_HOST');
  if (!projectId)
    throw new ConfigurationError('VITE_STORAGE=firestore needs VITE_FIREBASE_PROJECT_ID.');
  if (emulatorHost !== undefined) {
    if (appCheckSiteKey)
      throw new ConfigurationError(
        'VITE_APPCHECK_SITE_KEY is for the real Firestore: App Check does not run against the emulator.',
      );
    if (!HOST_PORT.test(emulatorHost))
      throw new ConfigurationError(
        `VITE_FIRESTORE_EMULATOR_HOST=${emulatorHost} is not host:port.`,
      );
    if (authEmulatorHost !== undefined && !HOST_PORT.test(authEmulatorHost))
      throw new ConfigurationError(`VITE_AUTH_EMULATOR_HOST=${authEmulatorHost} is not host:port.`);
    return {
      projectId,
      emulatorHost,
      ...(authEmulatorHost ? { authEmulatorHost } : {}),
      ...(apiKey ? { apiKey } : {}),
      ...(appId ? { appId } : {}),
    };
  }
  // The Firestore in the cloud only accepts the real Auth's tokens, never an emulator's.
  if (authEmulatorHost)
    throw new ConfigurationError(
      "VITE_AUTH_EMULATOR_HOST needs VITE_FIRESTORE_EMULATOR_HOST: the real Firestore does not accept the Auth emulator's sign-ins.",
    );
  const missing = [
    ['VITE_FIREBASE_API_KEY', apiKey],
    ['VITE_FIREBASE_APP_ID', appId],
  ]
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0)
    throw new ConfigurationError(
      `VITE_STORAGE=firestore without an emulator needs ${missing.join(' and ')} (the web app's config from the Firebase console).`,
    );
  // App Check is what tells the site's own page from a script: on unless turned off by name.
  const appCheck = text(env, 'VITE_APPCHECK');
  if (appCheck !== undefined && appCheck !== 'off')
    throw new ConfigurationError(`VITE_APPCHECK=${appCheck}: its only value is "off".`);
  if (!appCheckSiteKey && appCheck !== 'off')
    throw new ConfigurationError(
      'a production build needs App Check: set VITE_APPCHECK_SITE_KEY (docs/deploying.md, step 6), or VITE_APPCHECK=off to build without it.',
    );
  if (appCheckSiteKey && appCheck === 'off')
    throw new ConfigurationError('VITE_APPCHECK=off contradicts VITE_APPCHECK_SITE_KEY: keep one.');
  if (projectId.startsWith('demo-'))
    throw new ConfigurationError(
      `${projectId} is a demo project, which exists only in the emulator: set VITE_FIRESTORE_EMULATOR_HOST or use the real project id.`,
    );
  return {
    projectId,
    apiKey: apiKey as string,
    appId: appId as string,
    ...(appCheckSiteKey ? { appCheckSiteKey } : {}),
  };
}

/**
 * The site's public address, for the Open Graph tags (a shared link's card needs an absolute
 * image URL): VITE_SITE_URL when set, else Firebase Hosting's default address of the project.
 * Demo and emulator builds have none: their card's image is relative, which is all they need.
 */
export function readSiteUrl(env: Env): string | undefined {
  const explicit = text(env, 'VITE_SITE_URL');
  if (explicit) {
    let url: URL;
    try {
      url = new URL(explicit);
    } catch {
      throw new ConfigurationError(`VITE_SITE_URL=${explicit} is not an address.`);
    }
    const local = ['localhost', '127.0.0.1'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(local && url.protocol === 'http:'))
      throw new ConfigurationError(`VITE_SITE_URL=${explicit} must start with https://.`);
    return url.origin;
  }
  const config = readAppConfig(env);
  if (config.storage !== 'firestore' || text(env, 'VITE_FIRESTORE_EMULATOR_HOST')) return undefined;
  return `https://${config.firebase.projectId}.web.app`;
}
