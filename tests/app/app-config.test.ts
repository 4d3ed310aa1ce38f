// @vitest-environment node
// vite.config.ts loads in Node, as `npm run build` loads it (esbuild refuses a jsdom realm).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAppConfig, readSiteUrl } from '../../src/pages/shared/app-config';
import viteConfig from '../../vite.config';
import { headTags } from '../../src/landing/ui/head-tags';
import { PRODUCTION_ENV } from '../support/production-env';

describe('build-time configuration', () => {
  it('runs in demo mode (memory) with no configuration', () => {
    expect(readAppConfig({})).toEqual({ storage: 'memory' });
    expect(readAppConfig({ VITE_STORAGE: '' })).toEqual({ storage: 'memory' });
    expect(readAppConfig({ VITE_STORAGE: 'memory' })).toEqual({ storage: 'memory' });
  });

  it('selects Firestore with the web app config', () => {
    expect(readAppConfig(PRODUCTION_ENV)).toEqual({
      storage: 'firestore',
      firebase: {
        projectId: 'coop-primer-paso',
        apiKey: 'AIzaSyExample',
        appId: '1:123:web:abc',
        appCheckSiteKey: '6LcExampleSiteKey',
      },
    });
  });

  it('builds for production with App Check, and without it only when turned off by name', () => {
    expect(readAppConfig(PRODUCTION_ENV)).toMatchObject({
      firebase: { appCheckSiteKey: '6LcExampleSiteKey' },
    });
    const withoutKey = { ...PRODUCTION_ENV, VITE_APPCHECK_SITE_KEY: undefined };
    expect(() => readAppConfig(withoutKey)).toThrow(/a production build needs App Check/);
    expect(readAppConfig({ ...withoutKey, VITE_APPCHECK: 'off' })).not.toHaveProperty(
      'firebase.appCheckSiteKey',
    );
  });

  it('connects to an emulator, where only the project id is needed', () => {
    expect(
      readAppConfig({
        VITE_STORAGE: 'firestore',
        VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      }),
    ).toEqual({
      storage: 'firestore',
      firebase: { projectId: 'demo-primer-paso', emulatorHost: '127.0.0.1:8080' },
    });
  });

  it('signs staff in on the Auth emulator alongside the Firestore emulator', () => {
    expect(
      readAppConfig({
        VITE_STORAGE: 'firestore',
        VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      storage: 'firestore',
      firebase: {
        projectId: 'demo-primer-paso',
        emulatorHost: '127.0.0.1:8080',
        authEmulatorHost: '127.0.0.1:9099',
      },
    });
  });

  it.each([
    [
      { ...PRODUCTION_ENV, VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /VITE_AUTH_EMULATOR_HOST needs VITE_FIRESTORE_EMULATOR_HOST/,
    ],
    [
      {
        VITE_STORAGE: 'firestore',
        VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        VITE_AUTH_EMULATOR_HOST: 'auth',
      },
      /VITE_AUTH_EMULATOR_HOST=auth is not host:port/,
    ],
    [
      { VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /VITE_AUTH_EMULATOR_HOST set but VITE_STORAGE is not "firestore"/,
    ],
    [{ VITE_STORAGE: 'postgres' }, /VITE_STORAGE=postgres is not a known storage/],
    [{ VITE_STORAGE: 'firestore' }, /needs VITE_FIREBASE_PROJECT_ID/],
    [{ ...PRODUCTION_ENV, VITE_FIREBASE_API_KEY: '' }, /needs VITE_FIREBASE_API_KEY/],
    [{ ...PRODUCTION_ENV, VITE_FIREBASE_APP_ID: undefined }, /needs VITE_FIREBASE_APP_ID/],
    [
      { ...PRODUCTION_ENV, VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso' },
      /demo project, which exists only in the emulator/,
    ],
    [
      {
        ...PRODUCTION_ENV,
        VITE_APPCHECK_SITE_KEY: undefined,
        VITE_FIRESTORE_EMULATOR_HOST: 'localhost',
      },
      /is not host:port/,
    ],
    [{ ...PRODUCTION_ENV, VITE_APPCHECK: 'off' }, /VITE_APPCHECK=off contradicts/],
    [{ ...PRODUCTION_ENV, VITE_APPCHECK: 'no' }, /its only value is "off"/],
    [{ VITE_FIREBASE_PROJECT_ID: 'coop-primer-paso' }, /set but VITE_STORAGE is not "firestore"/],
    [
      { VITE_STORAGE: 'memory', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      /set but VITE_STORAGE is not "firestore"/,
    ],
    [
      { VITE_APPCHECK_SITE_KEY: '6LcExampleKey' },
      /VITE_APPCHECK_SITE_KEY set but VITE_STORAGE is not "firestore"/,
    ],
    [
      {
        VITE_STORAGE: 'firestore',
        VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        VITE_APPCHECK_SITE_KEY: 'k',
      },
      /App Check does not run against the emulator/,
    ],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => readAppConfig(env)).toThrow(message);
    expect(() => readAppConfig(env)).toThrow(/See \.env\.example/);
  });
});

describe("the site's public address (Open Graph)", () => {
  const firestore = {
    VITE_STORAGE: 'firestore',
    VITE_FIREBASE_PROJECT_ID: 'coop-primer-paso',
    VITE_FIREBASE_API_KEY: 'AIza-example',
    VITE_FIREBASE_APP_ID: '1:1:web:1',
    VITE_APPCHECK_SITE_KEY: '6LcExampleSiteKey',
  };

  it("is Firebase Hosting's default address of a deployed project, or the one set", () => {
    expect(readSiteUrl(firestore)).toBe('https://coop-primer-paso.web.app');
    expect(readSiteUrl({ ...firestore, VITE_SITE_URL: 'https://primerpaso.coop/' })).toBe(
      'https://primerpaso.coop',
    );
  });

  it("makes the shared link's card absolute, as WhatsApp and Facebook need", () => {
    const tags = headTags(readSiteUrl(firestore));
    expect(tags).toContain(
      '<meta property="og:url" content="https://coop-primer-paso.web.app/" />',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://coop-primer-paso.web.app/og-image.png" />',
    );
  });

  it('is none in demo mode and on the emulator', () => {
    expect(readSiteUrl({})).toBeUndefined();
    expect(
      readSiteUrl({
        VITE_STORAGE: 'firestore',
        VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      }),
    ).toBeUndefined();
  });

  it.each(['primerpaso.coop', 'http://primerpaso.coop'])(
    'refuses %s with a clear message',
    (url) => {
      expect(() => readSiteUrl({ ...firestore, VITE_SITE_URL: url })).toThrow(/VITE_SITE_URL=/);
    },
  );
});

describe('vite.config.ts', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails the build on a bad configuration instead of shipping a blank page', () => {
    vi.stubEnv('VITE_STORAGE', 'firestore');
    const load = viteConfig as unknown as (env: { mode: string; command: string }) => unknown;
    expect(() => load({ mode: 'production', command: 'build' })).toThrow(
      /needs VITE_FIREBASE_PROJECT_ID/,
    );
  });
});
