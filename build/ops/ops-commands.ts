import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** One file of ops/: a log-based metric or an alert policy, as gcloud reads it. */
export interface OpsFile {
  kind: 'metric' | 'policy';
  path: string;
  /** The metric's name, or the policy's display name (how a second run finds it). */
  name: string;
}

export function opsFiles(root: string): OpsFile[] {
  const read = (kind: OpsFile['kind'], folder: string) =>
    readdirSync(join(root, 'ops', folder))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => {
        const path = join(root, 'ops', folder, file);
        const data = JSON.parse(readFileSync(path, 'utf8')) as {
          name?: string;
          displayName?: string;
        };
        return { kind, path, name: data.name ?? data.displayName ?? basename(file, '.json') };
      });
  return [...read('metric', 'metrics'), ...read('policy', 'policies')];
}

/**
 * The gcloud commands that create each file's metric or policy on a project: metrics first (a
 * policy's condition names its metric). What `npm run ops:apply -- --dry-run` prints.
 */
export function createCommands(files: readonly OpsFile[], project: string): string[][] {
  return files.map(({ kind, path, name }) =>
    kind === 'metric'
      ? [
          'gcloud',
          'logging',
          'metrics',
          'create',
          name,
          `--config-from-file=${path}`,
          `--project=${project}`,
        ]
      : [
          'gcloud',
          'alpha',
          'monitoring',
          'policies',
          'create',
          `--policy-from-file=${path}`,
          `--project=${project}`,
        ],
  );
}
