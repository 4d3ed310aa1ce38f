import { PASSKEYS_PATH } from '../src/passkeys/domain/passkey-service.ts';
import { TEAM_PATH } from '../src/team/domain/team-service.ts';
import { FUNCTION_NAMES, SERVER_REGION } from '../src/server/server-region.ts';
import { INTAKE_PATH } from '../src/submission/domain/intake-answer.ts';
import { TALK_PAGE_HEADERS } from '../src/talks/adapters/server/talk-page-policy.ts';
import { TALK_PAGES_PATH } from '../src/talks/domain/talk-pages-path.ts';
import { FORM_USE_PATH } from '../src/form-use/domain/form-use-path.ts';
import { STATUS_PAGE_HEADERS } from '../src/applicant-status/adapters/server/status-page-policy.ts';
import { STATUS_PAGES_PATH } from '../src/applicant-status/domain/status-pages-path.ts';
import { PLAIN_FORM_HEADERS } from '../src/submission/adapters/server/plain-form-policy.ts';
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
 * An RE2 expression (RE2 has no look-ahead) for every path that is under none of `prefixes`
 * (each starting with '/'): '/' and then, character by character, either the path ends, or it
 * differs there from every prefix still possible, or it goes on along one of them.
 */
export function pathsOutside(...prefixes: string[]): string {
  const escape = (char: string) => char.replace(/[\\\]^-]/g, '\\$&');
  const literal = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  /** The expression for the rest of a path once `rests` are what is left of the prefixes. */
  const rest = (rests: string[]): string => {
    const next = [...new Set(rests.map((each) => each[0] ?? ''))];
    const differs = `$|[^${next.map(escape).join('')}].*`;
    const along = next
      .map((char) => ({
        char,
        left: rests.filter((each) => each[0] === char).map((each) => each.slice(1)),
      }))
      // A prefix that ends here: whatever follows is under it.
      .filter(({ left }) => !left.includes(''))
      .map(({ char, left }) => `|${literal(char)}${rest(left)}`);
    return `(?:${differs}${along.join('')})`;
  };
  return `^/${rest(prefixes.map((prefix) => prefix.slice(1)))}$`;
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
/** The applicant's status pages (the statusPages function), under /estado/. */
const STATUS_PAGES = `${STATUS_PAGES_PATH}/`;

/**
 * The headers of the pages a function renders (the talks', the status pages', the intake's
 * answer to a plain form): the site's, but for the policy and the Referer, which are the pages' own (a form posted to itself, no token in a Referer). Hosting sets
 * its configured headers over a function's, so they are named here as the function sends them.
 */
function linkPageHeaders(securityHeaders: Header[], pageHeaders: readonly Header[]): Header[] {
  const own = new Set(pageHeaders.map(({ key }) => key));
  return [...securityHeaders.filter(({ key }) => !own.has(key)), ...pageHeaders];
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
                source: PASSKEYS_PATH,
                function: { functionId: FUNCTION_NAMES.passkeys, region: SERVER_REGION },
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
              {
                source: `${STATUS_PAGES}**`,
                function: { functionId: FUNCTION_NAMES.statusPages, region: SERVER_REGION },
              },
            ]
          : []),
        STAFF_PAGE_REWRITE,
      ],
      headers: [
        // With a server, the site's policy stays off the pages its functions render.
        paths.server
          ? {
              regex: pathsOutside(TALK_PAGES, STATUS_PAGES, INTAKE_PATH),
              headers: securityHeaders,
            }
          : { source: '**', headers: securityHeaders },
        ...(paths.server
          ? [
              {
                source: `${TALK_PAGES}**`,
                headers: linkPageHeaders(securityHeaders, TALK_PAGE_HEADERS),
              },
              {
                source: `${STATUS_PAGES}**`,
                headers: linkPageHeaders(securityHeaders, STATUS_PAGE_HEADERS),
              },
              // What the intake answers a form sent without the page's script: a page of its own.
              {
                source: INTAKE_PATH,
                headers: linkPageHeaders(securityHeaders, PLAIN_FORM_HEADERS),
              },
            ]
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
