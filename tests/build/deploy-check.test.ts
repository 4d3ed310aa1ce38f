// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { checkAppCheckAgreement } from '../../build/deploy-check/app-check-agreement';
import { checkDeploy, type CheckDeployOptions } from '../../build/deploy-check/check-deploy';
import { serves, type CompositeIndex } from '../../build/deploy-check/composite-indexes';
import { EARLIER_APPLICATIONS_SHAPE } from '../../build/deploy-check/query-shapes';
import { firebaseConfig, SERVER_BUILD_DIR } from '../../build/firebase-config';
import { FUNCTIONS_RUNTIME } from '../../build/functions-runtime';
import { PRODUCTION_ENV } from '../support/production-env';
import { settings, settingsFile } from './support/server-settings-file';

const PROJECT = PRODUCTION_ENV.VITE_FIREBASE_PROJECT_ID;
const DAY_MS = 24 * 60 * 60 * 1000;

/** firebase-tools' own table of runtimes: the dates are Google's, not this test's. */
const { RUNTIMES } = createRequire(import.meta.url)(
  'firebase-tools/lib/deploy/functions/runtimes/supported/index.js',
) as { RUNTIMES: Record<string, { deprecationDate: string; decommissionDate: string }> };

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A copy of the shared production build, beside it (so firebase.json's paths to the rules and
 * indexes still hold), with a .firebaserc for PROJECT and its settings file.
 */
function deployableCopy(): string {
  const built = inject('productionBuild');
  const dir = mkdtempSync(join(dirname(built), 'deploy-check-'));
  copies.push(dir);
  cpSync(built, dir, { recursive: true });
  writeFileSync(join(dir, '.firebaserc'), JSON.stringify({ projects: { default: PROJECT } }));
  writeFileSync(join(dir, SERVER_BUILD_DIR, `.env.${PROJECT}`), settingsFile());
  return dir;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const check = (root: string, options: Partial<CheckDeployOptions> = {}) =>
  checkDeploy({ root, rules: 'skip', ...options });

describe('npm run deploy:check', () => {
  it('finds nothing firebase-tools would refuse in a production build, as of today', async () => {
    const { problems, warnings } = await checkDeploy({ root: deployableCopy(), rules: 'required' });

    expect(problems).toEqual([]);
    // What cannot be checked offline is said.
    expect(warnings.join('\n')).toMatch(/ADDRESS_KEY_SECRET.*Secret Manager/);
  }, 90_000);

  it("refuses a demo build's firebase.json (no functions, no rewrite), which would replace production's site", async () => {
    const root = deployableCopy();
    const config = readJson<{ firestore: { rules: string; indexes: string } }>(
      join(root, 'firebase.json'),
    );
    const demo = firebaseConfig(
      { publicDir: 'dist', rules: config.firestore.rules, indexes: config.firestore.indexes },
      [],
    );
    writeFileSync(join(root, 'firebase.json'), JSON.stringify(demo));

    const { problems } = await check(root);

    expect(problems).toEqual([
      expect.stringMatching(/demo build.*no functions.*no rewrite.*\.env\.production\.local/s),
    ]);
  });

  it('refuses a build for another project than the one the deploy would use', async () => {
    const root = deployableCopy();
    writeFileSync(
      join(root, '.firebaserc'),
      JSON.stringify({ projects: { default: 'otra-cooperativa' } }),
    );
    // The settings file the deploy would read is that project's.
    writeFileSync(join(root, SERVER_BUILD_DIR, '.env.otra-cooperativa'), settingsFile());

    expect((await check(root)).problems).toEqual([
      expect.stringMatching(
        new RegExp(`built for the project ${PROJECT}.*deploy would go to otra-cooperativa`),
      ),
    ]);
    // --project names the build's own: nothing to refuse.
    expect((await check(root, { project: PROJECT })).problems).toEqual([]);
  }, 60_000);

  it('names a setting a non-interactive deploy has no value for, default or not, and the file it goes in', async () => {
    const root = deployableCopy();
    const withDefault = settings.find(
      ({ type, default: value }) => type !== 'secret' && value !== undefined,
    );
    const withoutDefault = settings.find(
      ({ type, default: value }) => type !== 'secret' && value === undefined,
    );
    const leftOut = [withDefault?.name ?? '', withoutDefault?.name ?? ''];
    writeFileSync(join(root, SERVER_BUILD_DIR, `.env.${PROJECT}`), settingsFile(leftOut));

    const { problems } = await check(root);

    expect(problems).toHaveLength(1);
    for (const name of leftOut)
      expect(problems[0]).toMatch(new RegExp(`no value for .*\\b${name}\\b`));
    expect(problems[0]).toContain(`${SERVER_BUILD_DIR}/.env.${PROJECT}`);
  });

  it('warns when the server lets submits in without App Check, and refuses it required behind a site built without it', async () => {
    const root = deployableCopy();
    const settingsPath = join(root, SERVER_BUILD_DIR, `.env.${PROJECT}`);
    const settings = readFileSync(settingsPath, 'utf8');
    expect(settings).toContain('INTAKE_REQUIRE_APP_CHECK=true');
    writeFileSync(
      settingsPath,
      settings.replace('INTAKE_REQUIRE_APP_CHECK=true', 'INTAKE_REQUIRE_APP_CHECK=false'),
    );

    const { problems, warnings } = await check(root);

    expect(problems).toEqual([]);
    expect(warnings.join('\n')).toMatch(/App Check is off on the server/);
    // A site built with VITE_APPCHECK=off carries no key: the server must not require one.
    expect(checkAppCheckAgreement(undefined, 'true').problems).toEqual([
      expect.stringMatching(/every submit, and every change in Equipo, would be refused/),
    ]);
    // No value written is the setting's default, which requires it.
    expect(checkAppCheckAgreement(undefined, undefined).problems).toEqual([
      expect.stringMatching(/every submit, and every change in Equipo, would be refused/),
    ]);
    expect(checkAppCheckAgreement('6LcExampleSiteKey', 'true')).toEqual({
      problems: [],
      warnings: [],
    });
  }, 60_000);

  it("refuses the functions' runtime from the day firebase-tools' table decommissions it, and warns 90 days before its deprecation", async () => {
    const root = deployableCopy();
    const { deprecationDate, decommissionDate } = RUNTIMES[FUNCTIONS_RUNTIME] ?? {};
    const decommissioned = new Date(Date.parse(decommissionDate ?? '') + DAY_MS);
    const soonDeprecated = new Date(Date.parse(deprecationDate ?? '') - 30 * DAY_MS);

    expect((await check(root, { today: decommissioned })).problems).toEqual([
      expect.stringMatching(/decommissioned on .*build\/functions-runtime\.ts/),
    ]);
    const early = await check(root, { today: soonDeprecated });
    expect(early.problems).toEqual([]);
    expect(early.warnings).toContainEqual(
      expect.stringMatching(new RegExp(`will be deprecated on ${deprecationDate}`)),
    );
    // The day before that window, no such warning.
    const before = await check(root, {
      today: new Date(Date.parse(deprecationDate ?? '') - 91 * DAY_MS),
    });
    expect(before.warnings.join('\n')).not.toMatch(/deprecated/);
  }, 60_000);

  it("refuses an index file without the intake's earlier-applications index", async () => {
    const root = deployableCopy();
    const config = readJson<{ firestore: { indexes: string } }>(join(root, 'firebase.json'));
    const spec = readJson<{ indexes: CompositeIndex[] }>(join(root, config.firestore.indexes));
    const withoutIt = {
      ...spec,
      indexes: spec.indexes.filter((index) => !serves(index, EARLIER_APPLICATIONS_SHAPE)),
    };
    expect(withoutIt.indexes.length).toBe(spec.indexes.length - 1);
    writeFileSync(join(root, 'firestore.indexes.json'), JSON.stringify(withoutIt));
    writeFileSync(
      join(root, 'firebase.json'),
      JSON.stringify({
        ...config,
        firestore: { ...config.firestore, indexes: 'firestore.indexes.json' },
      }),
    );

    const { problems } = await check(root);

    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual(
      expect.stringMatching(/Applications where dui ==.*order by date desc/),
    );
  });

  it('refuses rules whose generated block the domain would now write otherwise', async () => {
    const root = deployableCopy();
    const config = readJson<{ firestore: { rules: string } }>(join(root, 'firebase.json'));
    const rules = readFileSync(join(root, config.firestore.rules), 'utf8');
    const edited = rules.replace('int(d[0]) * 9', 'int(d[0]) * 8');
    expect(edited).not.toBe(rules);
    writeFileSync(join(root, 'stale.rules'), edited);
    writeFileSync(
      join(root, 'firebase.json'),
      JSON.stringify({ ...config, firestore: { ...config.firestore, rules: 'stale.rules' } }),
    );

    const { problems } = await check(root);

    expect(problems).toEqual([
      expect.stringMatching(/stale\.rules has a generated block .*npm run rules:generate/),
    ]);
  });

  it('refuses rules that do not compile', async () => {
    const root = deployableCopy();
    const config = readJson<{ firestore: { rules: string } }>(join(root, 'firebase.json'));
    const rules = readFileSync(join(root, config.firestore.rules), 'utf8');
    writeFileSync(join(root, 'broken.rules'), rules.replace('allow read', 'allow read if ;'));
    writeFileSync(
      join(root, 'firebase.json'),
      JSON.stringify({ ...config, firestore: { ...config.firestore, rules: 'broken.rules' } }),
    );

    const { problems } = await checkDeploy({ root, rules: 'required' });

    expect(problems).toEqual([expect.stringMatching(/broken\.rules does not compile: .*L\d+/s)]);
  }, 90_000);
});
