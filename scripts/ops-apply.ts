import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createCommands, opsFiles, type OpsFile } from '../build/ops/ops-commands.ts';

/**
 * `npm run ops:apply -- --project ID [--dry-run]`: the log-based metrics and alert policies of
 * ops/ on Cloud Monitoring (docs/deploying.md, Health and alerts), with the maintainer's gcloud.
 * Run again, it updates what exists (a metric by its name, a policy by its display name).
 * `--dry-run` prints the commands and runs none.
 */
const { values } = parseArgs({
  options: { project: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
if (!values.project) {
  console.error('Uso: npm run ops:apply -- --project ID_DEL_PROYECTO [--dry-run]');
  process.exit(2);
}
const project = values.project;
const files = opsFiles(resolve(import.meta.dirname, '..'));

const gcloud = (args: readonly string[]) => {
  const result = spawnSync(args[0]!, args.slice(1), { encoding: 'utf8', shell: false });
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr };
};

function existing({ kind, name }: OpsFile): string | undefined {
  if (kind === 'metric') {
    const found = gcloud([
      'gcloud',
      'logging',
      'metrics',
      'describe',
      name,
      `--project=${project}`,
    ]);
    return found.ok ? name : undefined;
  }
  const listed = gcloud([
    'gcloud',
    'alpha',
    'monitoring',
    'policies',
    'list',
    `--filter=displayName="${name}"`,
    '--format=value(name)',
    `--project=${project}`,
  ]);
  return listed.ok && listed.out ? listed.out.split('\n')[0] : undefined;
}

let failed = false;
createCommands(files, project).forEach((create, index) => {
  const file = files[index]!;
  if (values['dry-run']) {
    console.log(create.join(' '));
    return;
  }
  const present = existing(file);
  const command = !present
    ? create
    : file.kind === 'metric'
      ? [
          'gcloud',
          'logging',
          'metrics',
          'update',
          present,
          `--config-from-file=${file.path}`,
          `--project=${project}`,
        ]
      : [
          'gcloud',
          'alpha',
          'monitoring',
          'policies',
          'update',
          present,
          `--policy-from-file=${file.path}`,
          `--project=${project}`,
        ];
  console.log(command.join(' '));
  const result = gcloud(command);
  if (!result.ok) {
    failed = true;
    console.error(result.err);
  }
});
if (failed) process.exit(1);
