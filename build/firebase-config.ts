import { FUNCTION_NAMES, SERVER_REGION } from '../src/server/server-region.ts';
import { INTAKE_PATH } from '../src/submission/domain/intake-answer.ts';
import type { Header } from './security-headers.ts';

/** The server's bundle (build/build-server.ts), beside the site's folder: `functions.source`. */
export const SERVER_BUILD_DIR = 'server-build';

/** Paths are relative to the folder firebase.json is in, as firebase-tools reads them. */
export interface FirebaseConfigPaths {
  publicDir: string;
  rules: string;
  /** The composite indexes the staff inbox's queries need (firestore.indexes.json). */
  indexes: string;
  /**
   * The server's bundle (build/build-server.ts), for a Firestore build: the site's intake goes
   * through it. A demo build has no server.
   */
  server?: string;
}

/**
 * firebase.json: what `firebase deploy` and the emulators read. Written by the build
 * (build/hosting-config-plugin.ts) because the security headers carry hashes of the built pages.
 */
export function firebaseConfig(paths: FirebaseConfigPaths, securityHeaders: Header[]) {
  return {
    firestore: { rules: paths.rules, indexes: paths.indexes },
    ...(paths.server
      ? { functions: [{ source: paths.server, codebase: 'default', runtime: 'nodejs20' }] }
      : {}),
    hosting: {
      public: paths.publicDir,
      ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
      // The intake on the site's own origin: connect-src stays 'self', no CORS preflight.
      ...(paths.server
        ? {
            rewrites: [
              {
                source: INTAKE_PATH,
                function: { functionId: FUNCTION_NAMES.intake, region: SERVER_REGION },
              },
            ],
          }
        : {}),
      headers: [
        { source: '**', headers: securityHeaders },
        // File names carry a content hash: a changed file is a new URL.
        {
          source: '/assets/**',
          headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
        },
      ],
    },
    emulators: {
      hosting: { host: '127.0.0.1', port: 5002 },
      auth: { host: '127.0.0.1', port: 9099 },
      firestore: { host: '127.0.0.1', port: 8080 },
      functions: { host: '127.0.0.1', port: 5001 },
      // The emulator UI is downloaded on first use; these emulators run offline without it.
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}
