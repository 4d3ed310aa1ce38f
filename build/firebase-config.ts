import { TEAM_PATH } from '../src/team/domain/team-service';
import { FUNCTION_NAMES, SERVER_REGION } from '../src/server/server-region.ts';
import { INTAKE_PATH } from '../src/submission/domain/intake-answer.ts';
import { TALK_PAGE_HEADERS } from '../src/talks/adapters/server/talk-page-policy.ts';
import { TALK_PAGES_PATH } from '../src/talks/domain/talk-pages-path.ts';
import { FORM_USE_PATH } from '../src/form-use/domain/form-use-path.ts';
import { STAFF_BASE } from '../src/pages/staff/staff-base.ts';
import { FUNCTIONS_RUNTIME } from './functions-runtime.ts';
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
 * An RE2 expression (RE2 has no look-ahead) for every path that is not under `prefix`: '/' and
 * then, character by character, either the path ends or it differs from the prefix there.
 */
export function pathsOutside(prefix: string): string {
  const escape = (char: string) => char.replace(/[\\\]^-]/g, '\\$&');
  const literal = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const chars = [...prefix.slice(1)];
  const rest = (index: number): string => {
    const char = chars[index] ?? '';
    const differs = `$|[^${escape(char)}].*`;
    return index === chars.length - 1
      ? `(?:${differs})`
      : `(?:${differs}|${literal(char)}${rest(index + 1)})`;
  };
  return `^/${rest(0)}$`;
}

/**
 * The staff page (its own build, personal/index.html) names each of its views by an address under
 * /personal/ (src/pages/staff/staff-location.ts): any of them, reloaded or shared, is that page.
 * Hosting serves a file that exists first, so /personal/ and the assets are untouched.
 */
export const STAFF_PAGE_REWRITE = {
  source: `${STAFF_BASE}**`,
  destination: `${STAFF_BASE}index.html`,
};

/** The pages of the applicant's links (the talkPages function), under /charla/. */
const TALK_PAGES = `${TALK_PAGES_PATH}/`;

/**
 * The headers of the pages the talkPages function renders: the site's, but for the policy and the
 * Referer, which are the pages' own (a form posted to itself, no token in a Referer). Hosting sets
 * its configured headers over a function's, so they are named here as the function sends them.
 */
function talkPageHeaders(securityHeaders: Header[]): Header[] {
  const own = new Set(TALK_PAGE_HEADERS.map(({ key }) => key));
  return [...securityHeaders.filter(({ key }) => !own.has(key)), ...TALK_PAGE_HEADERS];
}

/**
 * firebase.json: what `firebase deploy` and the emulators read. Written by the build
 * (build/hosting-config-plugin.ts) because the security headers carry hashes of the built pages.
 */
export function firebaseConfig(paths: FirebaseConfigPaths, securityHeaders: Header[]) {
  return {
    firestore: { rules: paths.rules, indexes: paths.indexes },
    ...(paths.server
      ? { functions: [{ source: paths.server, codebase: 'default', runtime: FUNCTIONS_RUNTIME }] }
      : {}),
    hosting: {
      public: paths.publicDir,
      ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
      // The intake on the site's own origin: connect-src stays 'self', no CORS preflight. The
      // applicant's links open pages of the server's on the same origin. None of these paths
      // overlaps another, so their order does not matter.
      rewrites: [
        ...(paths.server
          ? [
              {
                source: INTAKE_PATH,
                function: { functionId: FUNCTION_NAMES.intake, region: SERVER_REGION },
              },
              {
                source: TEAM_PATH,
                function: { functionId: FUNCTION_NAMES.team, region: SERVER_REGION },
              },
              {
                source: `${TALK_PAGES}**`,
                function: { functionId: FUNCTION_NAMES.talkPages, region: SERVER_REGION },
              },
              // The form's beacon (begun, sent): counted by the server, on the same origin.
              {
                source: FORM_USE_PATH,
                function: { functionId: FUNCTION_NAMES.formUse, region: SERVER_REGION },
              },
            ]
          : []),
        STAFF_PAGE_REWRITE,
      ],
      headers: [
        // With a server, the site's policy (no form may be sent) stays off the links' pages.
        paths.server
          ? { regex: pathsOutside(TALK_PAGES), headers: securityHeaders }
          : { source: '**', headers: securityHeaders },
        ...(paths.server
          ? [{ source: `${TALK_PAGES}**`, headers: talkPageHeaders(securityHeaders) }]
          : []),
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
