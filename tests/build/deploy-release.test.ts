// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RELEASE_LOG } from '../../build/deploy/deploy-release';
import { SERVER_BUILD_DIR } from '../../build/firebase-config';
import { PRODUCTION_ENV } from '../support/production-env';
import { settingsFile } from './support/server-settings-file';

/**
 * `npm run deploy` as a maintainer runs it, on a copy of this checkout made a git repository of
 * its own: the real build and the real preflight, and, in place of Google's servers (which this
 * machine cannot reach), a firebase-tools stand-in (FIREBASE_BIN) that writes down every command
 * it is given, and fails the step it is told to.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const PROJECT = PRODUCTION_ENV.VITE_FIREBASE_PROJECT_ID;
const STEP_TIMEOUT_MS = 180_000;

let work = '';
let checkout = '';
let record = '';
let standIn = '';

interface FirebaseCall {
  cwd: string;
  /** The commit checked out where firebase-tools ran. */
  head: string;
  args: string[];
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: checkout, encoding: 'utf8' }).trim();

/** The tracked and new files of this checkout, as git sees them (not what it ignores). */
function copyCheckout() {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(checkout, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'), 'dir');
}

/** What a maintainer keeps beside the checkout: the build's and the server's settings. */
function writeSettings() {
  const env = Object.entries(PRODUCTION_ENV).map(([name, value]) => `${name}=${value}`);
  writeFileSync(join(checkout, '.env.production.local'), `${env.join('\n')}\n`);
  writeFileSync(join(checkout, '.firebaserc'), JSON.stringify({ projects: { default: PROJECT } }));
  mkdirSync(join(checkout, SERVER_BUILD_DIR), { recursive: true });
  writeFileSync(join(checkout, SERVER_BUILD_DIR, `.env.${PROJECT}`), settingsFile());
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'primer-paso-deploy-'));
  checkout = join(work, 'checkout');
  record = join(work, 'firebase-calls.jsonl');
  standIn = join(work, 'firebase-stand-in.mjs');
  writeFileSync(
    standIn,
    [
      '#!/usr/bin/env node',
      "import { execFileSync } from 'node:child_process';",
      "import { appendFileSync } from 'node:fs';",
      'const args = process.argv.slice(2);',
      "const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();",
      'const call = { cwd: process.cwd(), head, args };',
      'appendFileSync(process.env.DEPLOY_RECORD, JSON.stringify(call) + "\\n");',
      // The backup schedules the project has, as firebase-tools' --json prints them.
      'if (args[0] === "firestore:backups:schedules:list")',
      '  console.log(JSON.stringify({ status: "success", result: JSON.parse(process.env.BACKUP_SCHEDULES ?? "[]") }));',
      'const only = args[args.indexOf("--only") + 1];',
      'process.exit(only === process.env.FAIL_ONLY ? 1 : 0);',
    ].join('\n'),
    { mode: 0o755 },
  );
  mkdirSync(checkout);
  copyCheckout();
  writeSettings();
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.email', 'mantenimiento@primerpaso.coop');
  git('config', 'user.name', 'Mantenimiento');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'A release candidate');
}, STEP_TIMEOUT_MS);
afterAll(() => work && rmSync(work, { recursive: true, force: true }));
beforeEach(() => rmSync(record, { force: true }));

function deploy(args: string[] = [], env: Record<string, string> = {}) {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/deploy.ts', ...args],
    {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...process.env, FIREBASE_BIN: standIn, DEPLOY_RECORD: record, ...env },
    },
  );
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

const calls = (): FirebaseCall[] =>
  existsSync(record)
    ? readFileSync(record, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as FirebaseCall)
    : [];
const onlyOf = (call: FirebaseCall) => call.args[call.args.indexOf('--only') + 1];
/** The `firebase deploy` runs alone, without the data protection's commands before them. */
const deploys = () => calls().filter((call) => call.args[0] === 'deploy');
/** The firebase-tools commands other than `deploy`, by name. */
const otherCommands = () =>
  calls()
    .filter((call) => call.args[0] !== 'deploy')
    .map((call) => call.args[0]);
const releaseTags = () => git('tag', '--list', 'v*').split('\n').filter(Boolean);
const releaseLog = () =>
  existsSync(join(checkout, RELEASE_LOG)) ? readFileSync(join(checkout, RELEASE_LOG), 'utf8') : '';

describe('npm run deploy', () => {
  it(
    'builds, checks, deploys indexes, then functions, then rules and site together, and tags what went live',
    () => {
      const { status, output } = deploy();
      expect(status, output).toBe(0);
      const made = deploys();
      expect(made.map(onlyOf)).toEqual([
        'firestore:indexes',
        'functions',
        'firestore:rules,hosting',
      ]);
      for (const call of made) {
        expect(call.args).toEqual(
          expect.arrayContaining(['deploy', '--project', PROJECT, '--non-interactive']),
        );
        expect(call.args).not.toContain('--dry-run');
      }
      const [tag] = releaseTags();
      expect(tag).toMatch(/^v\d{4}\.\d{2}\.\d{2}$/);
      const commit = git('rev-parse', '--short', 'HEAD');
      expect(git('rev-parse', '--short', `${tag}^{commit}`)).toBe(commit);
      // The site's release is named after the tag in Hosting's history.
      expect(made[2]?.args).toEqual(expect.arrayContaining(['--message', `${tag} (${commit})`]));
      expect(releaseLog()).toMatch(
        new RegExp(
          `\\tdeploy\\t${tag}\\t${commit}\\t${PROJECT}\\tmantenimiento@primerpaso.coop\\n$`,
        ),
      );
      // A second release the same day gets a tag of its own.
      expect(deploy().status).toBe(0);
      expect(releaseTags()).toEqual([tag, `${tag}.2`]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    "keeps Firestore's point-in-time recovery and deletion protection on, and schedules a daily backup once, before anything is deployed",
    () => {
      expect(deploy().status).toBe(0);
      expect(otherCommands()).toEqual([
        'firestore:databases:update',
        'firestore:backups:schedules:list',
        'firestore:backups:schedules:create',
      ]);
      const [update, , create] = calls();
      expect(update?.args).toEqual(
        expect.arrayContaining(['--point-in-time-recovery', 'ENABLED', '--delete-protection']),
      );
      expect(create?.args).toEqual(
        expect.arrayContaining([
          '--recurrence',
          'DAILY',
          '--retention',
          '7d',
          '--project',
          PROJECT,
        ]),
      );
      // Before the first deploy: a release never goes live on a database that is not protected.
      expect(calls()[3]?.args[0]).toBe('deploy');

      // With a daily schedule already there, none is added.
      rmSync(record, { force: true });
      const scheduled = JSON.stringify([{ dailyRecurrence: {}, retention: '604800s' }]);
      expect(deploy([], { BACKUP_SCHEDULES: scheduled }).status).toBe(0);
      expect(otherCommands()).toEqual([
        'firestore:databases:update',
        'firestore:backups:schedules:list',
      ]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '--dry-run hands firebase-tools its own dry run and tags nothing',
    () => {
      const tagsBefore = releaseTags();
      const logBefore = releaseLog();
      const { status, output } = deploy(['--dry-run']);
      expect(status, output).toBe(0);
      expect(calls()).toHaveLength(3);
      for (const call of calls()) expect(call.args).toContain('--dry-run');
      expect(releaseTags()).toEqual(tagsBefore);
      expect(releaseLog()).toBe(logBefore);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'stops at a failed step: nothing after it runs, nothing is tagged',
    () => {
      const tagsBefore = releaseTags();
      const { status } = deploy([], { FAIL_ONLY: 'functions' });
      expect(status).toBe(1);
      expect(deploys().map(onlyOf)).toEqual(['firestore:indexes', 'functions']);
      expect(releaseTags()).toEqual(tagsBefore);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'refuses uncommitted changes before anything is built',
    () => {
      writeFileSync(join(checkout, 'README.md'), 'changed\n', { flag: 'a' });
      try {
        const { status, output } = deploy();
        expect(status).toBe(1);
        expect(output).toContain('uncommitted changes');
        expect(calls()).toEqual([]);
      } finally {
        git('checkout', '--', 'README.md');
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'refuses a demo build: without .env.production.local nothing reaches firebase-tools',
    () => {
      const settings = join(checkout, '.env.production.local');
      const kept = readFileSync(settings);
      unlinkSync(settings);
      try {
        const { status, output } = deploy();
        expect(status).toBe(1);
        expect(output).toContain('Nothing was deployed');
        expect(calls()).toEqual([]);
      } finally {
        writeFileSync(settings, kept);
      }
    },
    STEP_TIMEOUT_MS,
  );

  it(
    '--tag puts a release back from its own commit, apart from the checkout, and logs it',
    () => {
      const [first] = releaseTags();
      const released = git('rev-parse', `${first!}^{commit}`);
      writeFileSync(join(checkout, 'NOTICE.txt'), 'a later change\n');
      git('add', 'NOTICE.txt');
      git('commit', '--quiet', '--message', 'A later change');
      const { status, output } = deploy(['--tag', first!]);
      expect(status, output).toBe(0);
      const made = deploys();
      expect(made.map(onlyOf)).toEqual([
        'firestore:indexes',
        'functions',
        'firestore:rules,hosting',
      ]);
      // Built and deployed from the tag's commit, in a checkout of its own, since removed.
      for (const call of made) {
        expect(call.cwd).not.toBe(checkout);
        expect(call.head).toBe(released);
      }
      expect(git('worktree', 'list').split('\n')).toHaveLength(1);
      expect(releaseLog()).toMatch(new RegExp(`\\trollback\\t${first!.replace(/\./g, '\\.')}\\t`));
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'refuses to put back what is not a release tag',
    () => {
      const { status, output } = deploy(['--tag', 'main']);
      expect(status).toBe(1);
      expect(output).toContain('not a release tag');
      expect(calls()).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );
});
