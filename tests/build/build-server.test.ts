// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVING_FRAMEWORK } from '../../build/build-server';
import { firebaseConfig } from '../../build/firebase-config';

const ROOT = resolve(import.meta.dirname, '../..');

interface PackageJson {
  main: string;
  engines: { node: string };
  dependencies: Record<string, string>;
}

/** What Cloud Functions reads off each exported function (firebase-functions' __endpoint). */
interface Endpoint {
  region: string[];
  httpsTrigger?: object;
  callableTrigger?: object;
  eventTrigger?: { eventFilterPathPatterns: Record<string, string> };
  scheduleTrigger?: { schedule: string };
  maxInstances?: number;
}

// Inside the repository, as server-build/ is: the bundle's externals (firebase-admin,
// firebase-functions, nodemailer) resolve from the root node_modules, as Cloud Build installs them.
let serverDir = '';
beforeAll(async () => {
  const parent = join(ROOT, 'test-results');
  mkdirSync(parent, { recursive: true });
  serverDir = mkdtempSync(join(parent, 'server-build-'));
  await buildServer(serverDir);
}, 120_000);
afterAll(() => serverDir && rmSync(serverDir, { recursive: true, force: true }));

/** firebase.json as a Firestore build writes it. */
const firestoreBuildConfig = () =>
  firebaseConfig({ publicDir: 'dist', rules: 'r', indexes: 'i', server: 'server-build' }, []);

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const serverPackage = () => readJson<PackageJson>(join(serverDir, 'package.json'));
const rootPackage = () => readJson<PackageJson>(join(ROOT, 'package.json'));
const loadServer = () =>
  createRequire(import.meta.url)(join(serverDir, serverPackage().main)) as Record<
    string,
    { __endpoint: Endpoint }
  >;

/** The packages the bundle loads at run time: whatever it requires that is not Node's own. */
function requiredPackages(): string[] {
  const code = readFileSync(join(serverDir, serverPackage().main), 'utf8');
  const specifiers = [...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
  const packages = specifiers
    .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
    .map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  return [...new Set(packages)].sort();
}

describe("the server's bundle (npm run build → server-build)", () => {
  it("exports the intake, the two mail senders, the monthly purge, the daily digest, the number space gauge, the seats' and the name keys' triggers, the invitation to a talk, the pages of the applicant's links, the team's and the passkeys' callables and the form's beacon, each for us-central1", () => {
    const server = loadServer();

    expect(Object.keys(server).sort()).toEqual([
      'dailyDigest',
      'deliverQueuedMail',
      'formUse',
      'intake',
      'inviteToTalk',
      'keepNameKeys',
      'measureNumberSpace',
      'monthlyPurge',
      'passkeys',
      'retryQueuedMail',
      'settleSeats',
      'statusPages',
      'talkPages',
      'team',
    ]);
    expect(server.intake?.__endpoint.httpsTrigger).toBeDefined();
    expect(server.team?.__endpoint.callableTrigger).toBeDefined();
    expect(server.passkeys?.__endpoint.callableTrigger).toBeDefined();
    expect(server.deliverQueuedMail?.__endpoint.eventTrigger?.eventFilterPathPatterns).toEqual({
      document: 'Outbox/{messageId}',
    });
    expect(server.retryQueuedMail?.__endpoint.scheduleTrigger?.schedule).toBe('every 5 minutes');
    // An application's every write: closed, associated, removed or erased, its seats follow.
    // A seat given, by a clerk or by the applicant: the applicant's invitation.
    expect(server.inviteToTalk?.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'Talks/{talkId}/seats/{applicationId}' },
    });
    expect(server.talkPages?.__endpoint.httpsTrigger).toBeDefined();
    // The public form's beacon (begun, sent): a few instances at most.
    expect(server.formUse?.__endpoint.httpsTrigger).toBeDefined();
    expect(server.formUse?.__endpoint.maxInstances).toBe(2);
    expect(server.statusPages?.__endpoint.httpsTrigger).toBeDefined();
    expect(server.settleSeats?.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.written',
      eventFilterPathPatterns: { document: 'Applications/{applicationId}' },
    });
    // An application's every write: its name keys, for search by name, follow its names.
    expect(server.keepNameKeys?.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.written',
      eventFilterPathPatterns: { document: 'Applications/{applicationId}' },
      retry: true,
    });
    // The privacy notice's monthly purge: the 1st of each month, early morning in El Salvador.
    expect(server.monthlyPurge?.__endpoint.scheduleTrigger).toMatchObject({
      schedule: '0 6 1 * *',
      timeZone: 'America/El_Salvador',
    });
    // The staff's daily digest: every morning at 07:00 in El Salvador.
    expect(server.dailyDigest?.__endpoint.scheduleTrigger).toMatchObject({
      schedule: '0 7 * * *',
      timeZone: 'America/El_Salvador',
      // Run again if it fails: each digest's outbox id carries the day, so it is sent once.
      retryConfig: { retryCount: 3 },
    });
    // How full the number space is, and the board's monthly report: every morning at 05:00 in
    // El Salvador, run again if it fails (the alert's outbox id carries the day, so it is sent
    // once; a report computed again replaces its month's).
    expect(server.measureNumberSpace?.__endpoint.scheduleTrigger).toMatchObject({
      schedule: '0 5 * * *',
      timeZone: 'America/El_Salvador',
      retryConfig: { retryCount: 3 },
    });
    // Four Cloud Scheduler jobs: one past the free allowance of a billing account, about
    // US$0.10 a month (docs/deploying.md). The monthly report shares the number space's.
    expect(
      Object.values(server).filter((fn) => fn.__endpoint.scheduleTrigger !== undefined),
    ).toHaveLength(4);
    for (const name of Object.keys(server))
      expect(server[name]?.__endpoint.region, name).toEqual(['us-central1']);
  });

  it("is the function firebase.json's rewrite of /api/solicitudes names, in its region", () => {
    const [rewrite] = firestoreBuildConfig().hosting.rewrites;
    const server = loadServer();

    expect(rewrite?.source).toBe('/api/solicitudes');
    const fn = rewrite && 'function' in rewrite ? rewrite.function : undefined;
    const target = server[fn?.functionId ?? ''];
    expect(target?.__endpoint.httpsTrigger).toBeDefined();
    expect(target?.__endpoint.region).toEqual([fn?.region]);
  });

  it("is the function firebase.json's rewrite of /api/uso names: the form's beacon, on the site's own origin", () => {
    const server = loadServer();
    const rewrite = firestoreBuildConfig().hosting.rewrites.find(
      ({ source }) => source === '/api/uso',
    );
    const fn = rewrite && 'function' in rewrite ? rewrite.function : undefined;

    expect(fn?.functionId).toBe('formUse');
    expect(server[fn?.functionId ?? '']?.__endpoint.httpsTrigger).toBeDefined();
    expect(server[fn?.functionId ?? '']?.__endpoint.region).toEqual([fn?.region]);
  });

  it('installs exactly what the bundle requires, at the versions the tests ran with', () => {
    const { dependencies, engines } = serverPackage();
    const root = rootPackage().dependencies;

    // What the bundle requires, and the framework that serves it.
    expect(Object.keys(dependencies).sort()).toEqual(
      [...requiredPackages(), SERVING_FRAMEWORK].sort(),
    );
    for (const [name, version] of Object.entries(dependencies)) expect(version).toBe(root[name]);
    // The runtime firebase.json deploys it on.
    const [functions] = firestoreBuildConfig().functions ?? [];
    expect(functions?.runtime).toBe(`nodejs${engines.node}`);
  });
});
