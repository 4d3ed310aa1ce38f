import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCommands, opsFiles } from '../../../build/ops/ops-commands';
import { SERVER_FAILURE_CODES } from '../../../src/health/domain/server-failure-codes';
import { readFileSync } from 'node:fs';

const root = resolve(import.meta.dirname, '../../..');
const files = opsFiles(root);
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const metrics = files.filter(({ kind }) => kind === 'metric').map(({ path }) => json(path));
const policies = files.filter(({ kind }) => kind === 'policy').map(({ path }) => json(path));

describe("ops/: Cloud Monitoring's metrics and alerts for each code the server logs", () => {
  it.each(SERVER_FAILURE_CODES)(
    '%s has a log-based metric on ERROR lines, and an alert on it',
    (code) => {
      const metric = metrics.find((each) => String(each.filter).includes(`"${code}"`));
      expect(metric, `no metric in ops/metrics counts ${code}`).toBeDefined();
      expect(metric).toMatchObject({
        name: expect.stringMatching(/^[a-z0-9-]+$/),
        filter: expect.stringContaining('severity>=ERROR'),
        metricDescriptor: { metricKind: 'DELTA', valueType: 'INT64' },
      });
      const watching = policies.filter((policy) =>
        JSON.stringify(policy.conditions).includes(
          `logging.googleapis.com/user/${String(metric!.name)}`,
        ),
      );
      expect(watching, `no policy in ops/policies alerts on ${code}`).toHaveLength(1);
      expect(watching[0]).toMatchObject({
        displayName: expect.stringContaining(code),
        combiner: 'OR',
        documentation: { mimeType: 'text/markdown', content: expect.stringContaining(code) },
      });
    },
  );

  it('holds nothing but those (every file parses, every metric is a code the server logs)', () => {
    expect(metrics).toHaveLength(SERVER_FAILURE_CODES.length);
    expect(policies).toHaveLength(SERVER_FAILURE_CODES.length);
  });

  it('is applied with gcloud, on the project asked for, metrics before policies', () => {
    const commands = createCommands(files, 'cooperativa-prod');
    expect(commands).toHaveLength(files.length);
    expect(commands.every((command) => command.at(-1) === '--project=cooperativa-prod')).toBe(true);
    expect(commands[0]?.slice(0, 4)).toEqual(['gcloud', 'logging', 'metrics', 'create']);
    expect(commands.at(-1)?.slice(0, 5)).toEqual([
      'gcloud',
      'alpha',
      'monitoring',
      'policies',
      'create',
    ]);
  });
});
