import { serverParams } from '../../../src/server/server-settings';

/** Each setting as the SDK declares it (name, type, default), as a deploy discovers it. */
export const settings = Object.values(serverParams).map((param) =>
  (param as unknown as { toSpec(): { name: string; type: string; default?: unknown } }).toSpec(),
);

/**
 * The server's settings file a maintainer writes (docs/deploying.md, step 9): every setting
 * but the secrets, defaults written out.
 */
export function settingsFile(leaveOut: string[] = []): string {
  const sample = { int: '1', boolean: 'false' } as Record<string, string>;
  return settings
    .filter(({ type, name }) => type !== 'secret' && !leaveOut.includes(name))
    .map(({ name, type, default: value }) => `${name}=${String(value ?? sample[type] ?? 'valor')}`)
    .join('\n');
}
