import { spawn } from 'node:child_process';
import {
  appendFile,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  unlink,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deployProject } from '../deploy-check/deploy-project.ts';
import { SERVER_BUILD_DIR } from '../firebase-config.ts';
import {
  createDailyBackupArgs,
  DAILY_BACKUP_RETENTION,
  hasDailyBackup,
  listBackupSchedulesArgs,
  protectDatabaseArgs,
} from './data-protection.ts';
import { firebaseDeployArgs, RELEASE_STEPS } from './release-steps.ts';
import { nextReleaseTag, RELEASE_TAG_PATTERN } from './release-tag.ts';

/** What the preflight found: problems stop the release, warnings are shown and let it go on. */
export interface DeployFindings {
  problems: string[];
  warnings: string[];
}

/** The parts of the machine a release uses, apart so that a test can watch them. */
export interface DeployTools {
  /** Runs a command with the terminal's output; rejects when it exits with another code than 0. */
  run(command: string, args: string[], cwd: string): Promise<void>;
  /** Runs a command and gives back what it printed (git's answers). */
  read(command: string, args: string[], cwd: string): Promise<string>;
  /**
   * The preflight (`npm run deploy:check`) on a built checkout; `ownRelease` for a release put
   * back, whose functions are its own rather than this checkout's.
   */
  check(root: string, project: string, ownRelease: boolean): Promise<DeployFindings>;
  say(line: string): void;
  now(): Date;
}

export interface DeployRequest {
  /** The checkout to release (its root: package.json, .firebaserc, .env.production.local). */
  root: string;
  /** `--project`; otherwise the default of .firebaserc. */
  project?: string;
  dryRun: boolean;
  /** `--tag vX`: put that release back instead of releasing the checkout. */
  tag?: string;
  /** The firebase-tools command and its first arguments (the pinned one by default). */
  firebase: readonly [string, ...string[]];
}

/** The release log beside the checkout: one line per release or rollback (git ignores *.log). */
export const RELEASE_LOG = 'releases.log';

/** Files a release needs that git does not hold: the build's and the server's settings. */
const UNTRACKED_SETTINGS = ['.env.production.local', '.firebaserc'];

export class DeployRefusedError extends Error {}

/** The project a deploy goes to, by firebase-tools' own rules (deploy-project.ts). */
function projectOf(request: DeployRequest): string {
  const project = deployProject(request.root, request.project);
  if (!project)
    throw new DeployRefusedError(
      'No project: run `npx firebase use --add your-project-id` once, or pass --project.',
    );
  return project.projectId;
}

/** Builds `root`, runs the preflight on the build, then the release's steps. */
async function buildCheckAndDeploy(
  tools: DeployTools,
  root: string,
  request: DeployRequest,
  project: string,
  message: string,
) {
  tools.say(`Building ${root} for production…`);
  await tools.run('npm', ['run', 'build'], root);
  tools.say('Checking the build as a real deploy would (npm run deploy:check)…');
  const { problems, warnings } = await tools.check(root, project, root !== request.root);
  for (const warning of warnings) tools.say(`warning: ${warning}`);
  if (problems.length > 0)
    throw new DeployRefusedError(
      `Nothing was deployed. Fix these first:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
  const firebase = firebaseIn(tools, request.firebase, root);
  await protectData(tools, firebase, project, request.dryRun);
  for (const step of RELEASE_STEPS) {
    tools.say(`${request.dryRun ? 'Dry run: ' : ''}deploying ${step.what}…`);
    await firebase.run(firebaseDeployArgs(step, { project, message, dryRun: request.dryRun }));
  }
}

/** firebase-tools (the command and its first arguments) run in `root`, with the given arguments. */
function firebaseIn(
  tools: DeployTools,
  [command, ...leading]: DeployRequest['firebase'],
  root: string,
) {
  return {
    run: (args: string[]) => tools.run(command, [...leading, ...args], root),
    read: (args: string[]) => tools.read(command, [...leading, ...args], root),
  };
}

/**
 * Point-in-time recovery, deletion protection and a daily backup (data-protection.ts), before
 * anything is deployed. A dry run only says what it would ask: firebase-tools has no dry run for
 * these.
 */
async function protectData(
  tools: DeployTools,
  firebase: ReturnType<typeof firebaseIn>,
  project: string,
  dryRun: boolean,
) {
  if (dryRun) {
    tools.say(
      `Dry run: would keep Firestore's point-in-time recovery and deletion protection on, and a daily backup (${DAILY_BACKUP_RETENTION}).`,
    );
    return;
  }
  tools.say("Firestore's point-in-time recovery and deletion protection…");
  await firebase.run(protectDatabaseArgs(project));
  if (hasDailyBackup(await firebase.read(listBackupSchedulesArgs(project)))) {
    tools.say('A daily backup of Firestore is already scheduled.');
    return;
  }
  tools.say(`Scheduling a daily backup of Firestore, kept ${DAILY_BACKUP_RETENTION}…`);
  await firebase.run(createDailyBackupArgs(project));
}

async function logRelease(tools: DeployTools, root: string, fields: string[]) {
  const line = [tools.now().toISOString(), ...fields].join('\t');
  await appendFile(join(root, RELEASE_LOG), `${line}\n`);
}

async function whoDeploys(tools: DeployTools, root: string) {
  const name = await tools.read('git', ['config', 'user.email'], root).catch(() => '');
  return name.trim() || 'unknown';
}

/**
 * `npm run deploy`: the checkout as it is committed, built, checked, deployed, then tagged
 * (vYYYY.MM.DD) and logged. A failure at any step leaves no tag: what is tagged went live whole.
 */
async function release(tools: DeployTools, request: DeployRequest, project: string) {
  const { root } = request;
  const changes = (await tools.read('git', ['status', '--porcelain'], root)).trim();
  if (changes !== '') {
    const why = 'The checkout has uncommitted changes; what goes live must be a commit.';
    if (!request.dryRun) throw new DeployRefusedError(`${why} Commit or stash them first.`);
    tools.say(`warning: ${why}`);
  }
  const commit = (await tools.read('git', ['rev-parse', '--short', 'HEAD'], root)).trim();
  const tags = (await tools.read('git', ['tag', '--list', 'v*'], root)).split('\n');
  const tag = nextReleaseTag(tags, tools.now());
  await buildCheckAndDeploy(tools, root, request, project, `${tag} (${commit})`);
  if (request.dryRun) {
    tools.say(`Dry run done: nothing was uploaded. A release now would be ${tag} (${commit}).`);
    return;
  }
  const who = await whoDeploys(tools, root);
  await tools.run(
    'git',
    [
      'tag',
      '--annotate',
      tag,
      '--message',
      `Live on ${project} since ${tools.now().toISOString()}, by ${who}`,
    ],
    root,
  );
  await logRelease(tools, root, ['deploy', tag, commit, project, who]);
  tools.say(`Live: ${tag} (${commit}) on ${project}. Share the tag: git push origin ${tag}`);
}

/** node_modules for the release's checkout: the same folder when the lockfile is the same. */
async function installFor(tools: DeployTools, root: string, checkout: string) {
  const lock = (folder: string) => readFile(join(folder, 'package-lock.json'), 'utf8');
  if ((await lock(root)) === (await lock(checkout)))
    // A junction on Windows, where a directory symlink needs an administrator; ignored elsewhere.
    await symlink(join(root, 'node_modules'), join(checkout, 'node_modules'), 'junction');
  else await tools.run('npm', ['ci'], checkout);
}

/** The server's settings (.env, .env.<project>): every other file of that folder is rebuilt. */
async function copySettings(root: string, checkout: string) {
  for (const file of UNTRACKED_SETTINGS)
    await copyFile(join(root, file), join(checkout, file)).catch(() => undefined);
  const serverDir = join(root, SERVER_BUILD_DIR);
  const envFiles = (await readdir(serverDir).catch(() => [])).filter(
    (name) => name.startsWith('.env') && !name.endsWith('.local'),
  );
  await mkdir(join(checkout, SERVER_BUILD_DIR), { recursive: true });
  for (const file of envFiles)
    await copyFile(join(serverDir, file), join(checkout, SERVER_BUILD_DIR, file));
}

/**
 * `npm run deploy -- --tag vX`: that release back, as it went live: its commit checked out apart,
 * built with today's settings, checked by today's preflight (a release whose runtime Google no
 * longer accepts is refused here rather than half deployed), and deployed by the same steps.
 */
async function rollBack(tools: DeployTools, request: DeployRequest, project: string, tag: string) {
  const { root } = request;
  if (!RELEASE_TAG_PATTERN.test(tag))
    throw new DeployRefusedError(`${tag} is not a release tag (they look like v2026.11.26).`);
  const commit = await tools
    .read('git', ['rev-parse', '--short', '--verify', `${tag}^{commit}`], root)
    .then((out) => out.trim())
    .catch(() => {
      throw new DeployRefusedError(`No tag ${tag} here: \`git fetch --tags\`, or see \`git tag\`.`);
    });
  const checkout = join(await mkdtemp(join(tmpdir(), 'primer-paso-rollback-')), 'checkout');
  await tools.run('git', ['worktree', 'add', '--detach', checkout, tag], root);
  try {
    await copySettings(root, checkout);
    await installFor(tools, root, checkout);
    await buildCheckAndDeploy(tools, checkout, request, project, `${tag} (${commit}), put back`);
  } finally {
    // The link to this checkout's node_modules goes first, so nothing removes what it points to.
    await unlink(join(checkout, 'node_modules')).catch(() => undefined);
    await tools.run('git', ['worktree', 'remove', '--force', checkout], root);
    await rm(dirname(checkout), { recursive: true, force: true });
  }
  if (request.dryRun) {
    tools.say(`Dry run done: nothing was uploaded. ${tag} (${commit}) can be put back.`);
    return;
  }
  await logRelease(tools, root, ['rollback', tag, commit, project, await whoDeploys(tools, root)]);
  tools.say(`Live again: ${tag} (${commit}) on ${project}.`);
}

export async function deploy(tools: DeployTools, request: DeployRequest): Promise<void> {
  const project = projectOf(request);
  if (request.tag) await rollBack(tools, request, project, request.tag);
  else await release(tools, request, project);
}

/** The tools of a maintainer's machine: real processes, output on the terminal. */
export function machineTools(check: DeployTools['check']): DeployTools {
  const spawned = (command: string, args: string[], cwd: string, capture: boolean) =>
    new Promise<string>((done, fail) => {
      const child = spawn(command, args, {
        cwd,
        stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
        // npm is npm.cmd on Windows, which only a shell runs.
        shell: process.platform === 'win32' && command === 'npm',
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', fail);
      child.once('exit', (code) =>
        code === 0
          ? done(output)
          : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
      );
    });
  return {
    run: async (command, args, cwd) => void (await spawned(command, args, cwd, false)),
    read: (command, args, cwd) => spawned(command, args, cwd, true),
    check,
    say: (line) => console.log(line),
    now: () => new Date(),
  };
}
