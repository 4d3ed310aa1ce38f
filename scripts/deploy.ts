import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkDeploy } from '../build/deploy-check/check-deploy.ts';
import { deploy, DeployRefusedError, machineTools } from '../build/deploy/deploy-release.ts';

/**
 * `npm run deploy [-- --project ID] [--dry-run] [--tag vX]`: the maintainer's one command
 * (docs/deploying.md). Builds for production, runs the preflight, deploys indexes, functions,
 * then rules and site together, tags what went live and logs it in releases.log. `--dry-run`
 * does all of it but the upload; `--tag vX` puts release vX back. Needs no Java, no browser and
 * no test suite.
 */
const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    tag: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
// The pinned firebase-tools, run by this Node: the same on Windows, macOS and Linux.
const pinnedFirebase = [
  process.execPath,
  join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
] as const;
const firebase = process.env.FIREBASE_BIN ? ([process.env.FIREBASE_BIN] as const) : pinnedFirebase;

deploy(
  machineTools((checkout, project, ownRelease) =>
    checkDeploy({ root: checkout, project, thisCodesFunctions: !ownRelease }),
  ),
  {
    root,
    dryRun: values['dry-run'],
    firebase,
    ...(values.project ? { project: values.project } : {}),
    ...(values.tag ? { tag: values.tag } : {}),
  },
).catch((error: unknown) => {
  console.error(error instanceof DeployRefusedError ? error.message : error);
  process.exitCode = 1;
});
