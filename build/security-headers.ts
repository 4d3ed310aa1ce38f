import { createHash } from 'node:crypto';
import type { AppConfig } from '../src/pages/shared/app-config.ts';

/**
 * The one definition of the headers the site is served with. The build fills in what only it
 * knows (hashes of the inline script and stylesheet, the backend's hosts) and writes them into
 * firebase.json (build/hosting-config-plugin.ts); docs/deploying.md explains each header.
 */
export interface Header {
  key: string;
  value: string;
}

/** What a page may load beyond its own origin, and the inline code it carries. */
export interface PolicySources {
  inlineScriptHashes: string[];
  inlineStyleHashes: string[];
  connect: string[];
  scripts: string[];
  frames: string[];
  /** Where a page's forms may be sent: nowhere in demo mode, the site's own intake with a server. */
  formActions: string[];
}

const FIRESTORE = 'https://firestore.googleapis.com';
// Firebase Auth (the staff page's sign-in): the sign-in API and the token refresh.
const AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
// Firebase App Check with reCAPTCHA Enterprise: Google's script, its frame, and the token exchange.
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
const APP_CHECK_EXCHANGE = 'https://content-firebaseappcheck.googleapis.com';

/** 'sha256-…' of an inline script or stylesheet, as CSP spells it. */
export const cspHash = (code: string): string =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** Hashes of every inline <script> (without src) and <style> in a built page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => cspHash(match[1] ?? ''),
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) =>
    cspHash(match[1] ?? ''),
  );
  return { scripts, styles };
}

/**
 * The hosts a build talks to, from its configuration: none in demo mode. One policy serves both
 * pages.
 */
export function backendSources(
  config: AppConfig,
): Pick<PolicySources, 'connect' | 'scripts' | 'frames' | 'formActions'> {
  if (config.storage === 'memory') return { connect: [], scripts: [], frames: [], formActions: [] };
  // The prerendered form posts itself to the intake before (or without) its script.
  const formActions = ["'self'"];
  const { emulatorHost, authEmulatorHost, appCheckSiteKey } = config.firebase;
  if (emulatorHost)
    return {
      connect: [emulatorHost, authEmulatorHost].flatMap((host) => (host ? [`http://${host}`] : [])),
      scripts: [],
      frames: [],
      formActions,
    };
  if (!appCheckSiteKey)
    return { connect: [FIRESTORE, ...AUTH], scripts: [], frames: [], formActions };
  return {
    connect: [FIRESTORE, ...AUTH, APP_CHECK_EXCHANGE, ...RECAPTCHA],
    scripts: RECAPTCHA,
    frames: RECAPTCHA_FRAMES,
    formActions,
  };
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Everything is refused unless named: the page's own files, its inline code by hash, its backend.
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(sources.inlineScriptHashes), ...sources.scripts]],
    ['style-src', ["'self'", ...unique(sources.inlineStyleHashes)]],
    ['img-src', ["'self'"]],
    ['connect-src', ["'self'", ...sources.connect]],
    ['frame-src', sources.frames.length > 0 ? sources.frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // With a server the form posts itself to the intake (the site's own origin) when its script
    // has not run; demo mode has nowhere to send it.
    ['form-action', sources.formActions.length > 0 ? sources.formActions : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Features the site never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function securityHeaders(sources: PolicySources): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(sources) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}
