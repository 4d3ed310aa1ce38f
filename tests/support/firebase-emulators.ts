import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { watchProcess, waitUntilAnswering } from './emulator-process';
import { freePort } from './free-port';

/**
 * The Firebase emulators that run on Node (Hosting, Auth); Google's Firestore jar is started apart.
 */
export type NodeEmulator = 'hosting' | 'auth';

export interface RunningFirebaseEmulators {
  /** http://127.0.0.1:port of the Hosting emulator, when started. */
  hostingUrl: string;
  /** host:port of the Auth emulator, when started. */
  authHost: string;
  stop(): Promise<void>;
}

const FIREBASE_CLI = resolve('node_modules/firebase-tools/lib/bin/firebase.js');
/** The project id the Node emulators run under (the Auth emulator's REST paths name it). */
export const EMULATORS_PROJECT_ID = 'demo-primer-paso';
const STARTUP_TIMEOUT_MS = 90_000;

/**
 * Runs firebase-tools' emulators on free loopback ports with the firebase.json a build wrote in
 * configDir (build/hosting-config-plugin.ts): Hosting then serves that build with its production
 * headers, exactly as Firebase Hosting would.
 */
export async function startFirebaseEmulators(
  configDir: string,
  only: NodeEmulator[],
  /** A port chosen beforehand, e.g. one a build already points at (VITE_AUTH_EMULATOR_HOST). */
  ports: { auth?: number } = {},
): Promise<RunningFirebaseEmulators> {
  const configPath = join(configDir, 'firebase.json');
  const config = JSON.parse(await readFile(configPath, 'utf8')) as {
    emulators?: Record<string, unknown>;
  };
  const [hosting, auth, hub, logging] = [
    await freePort(),
    ports.auth ?? (await freePort()),
    await freePort(),
    await freePort(),
  ];
  config.emulators = {
    ...config.emulators,
    hosting: { host: '127.0.0.1', port: hosting },
    auth: { host: '127.0.0.1', port: auth },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
  };
  await writeFile(configPath, JSON.stringify(config, null, 2));

  const child = spawn(
    process.execPath,
    [FIREBASE_CLI, 'emulators:start', '--only', only.join(','), '--project', EMULATORS_PROJECT_ID],
    {
      cwd: configDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const watched = watchProcess(child);

  const hostingUrl = `http://127.0.0.1:${hosting}`;
  const authHost = `127.0.0.1:${auth}`;
  try {
    for (const emulator of only) {
      await waitUntilAnswering(
        emulator === 'hosting' ? hostingUrl : `http://${authHost}/`,
        watched,
        { name: 'The Firebase emulators', timeoutMs: STARTUP_TIMEOUT_MS, intervalMs: 250 },
      );
    }
  } catch (error) {
    // Never leave a half-started emulator behind.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    hostingUrl,
    authHost,
    async stop() {
      if (watched.exitReport() === undefined) child.kill('SIGINT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await watched.exited;
      clearTimeout(killer);
    },
  };
}

/**
 * The Auth emulator alone, from a temporary folder with a minimal firebase.json (its logs land
 * there too). It runs on Node: no Java, no build needed.
 */
export async function startAuthEmulator(): Promise<RunningFirebaseEmulators> {
  const configDir = await mkdtemp(join(tmpdir(), 'primer-paso-auth-'));
  await writeFile(
    join(configDir, 'firebase.json'),
    JSON.stringify({ emulators: { ui: { enabled: false }, singleProjectMode: true } }),
  );
  const emulators = await startFirebaseEmulators(configDir, ['auth']).catch(
    async (error: unknown) => {
      await rm(configDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    ...emulators,
    async stop() {
      await emulators.stop();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}
