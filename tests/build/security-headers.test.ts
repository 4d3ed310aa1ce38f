import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../src/pages/shared/app-config';
import {
  backendSources,
  contentSecurityPolicy,
  cspHash,
  inlineHashes,
} from '../../build/security-headers';
import { PRODUCTION_ENV } from '../support/production-env';

const policyFor = (env: Record<string, string | undefined>) =>
  contentSecurityPolicy({
    inlineScriptHashes: [],
    inlineStyleHashes: [],
    ...backendSources(readAppConfig(env)),
  });
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it('hashes inline scripts and stylesheets as CSP spells them, and skips scripts loaded by src', () => {
    const html =
      '<style>a{}</style><script type="module">go()</script><script type="module" src="/assets/x.js"></script>';
    expect(inlineHashes(html)).toEqual({ scripts: [cspHash('go()')], styles: [cspHash('a{}')] });
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('lets demo mode connect to its own origin only', () => {
    expect(directive(policyFor({}), 'connect-src')).toBe("connect-src 'self'");
  });

  it('lets a form be sent only to the site itself, and only where a server takes it', () => {
    expect(directive(policyFor({}), 'form-action')).toBe("form-action 'none'");
    expect(directive(policyFor(PRODUCTION_ENV), 'form-action')).toBe("form-action 'self'");
  });

  it("lets a production build reach Firestore, and loads nothing of Google's with App Check off", () => {
    const policy = policyFor({
      ...PRODUCTION_ENV,
      VITE_APPCHECK_SITE_KEY: undefined,
      VITE_APPCHECK: 'off',
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://firestore.googleapis.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
  });

  it("adds reCAPTCHA's script, frame and App Check's token exchange only when App Check is on", () => {
    const policy = policyFor({ ...PRODUCTION_ENV, VITE_APPCHECK_SITE_KEY: '6Lkey' });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(directive(policy, 'connect-src')).toContain(
      'https://content-firebaseappcheck.googleapis.com',
    );
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('points an emulator build at its emulators', () => {
    const policy = policyFor({
      VITE_STORAGE: 'firestore',
      VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:8080 http://127.0.0.1:9099",
    );
  });
});
