import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { watchProcess, waitUntilAnswering, type WatchedProcess } from './emulator-process';
import { freePort } from '../../build/free-port';

/**
 * The Firebase emulators that run on Node (Hosting, Auth, Functions); Google's Firestore jar is
 * started apart (firebase-tools 15 wants Java 21 for its own).
 */
export type NodeEmulator = 'hosting' | 'auth' | 'functions';

export interface RunningFirebaseEmulators {
  /** http://127.0.0.1:port of the Hosting emulator, when started. */
  hostingUrl: string;
  /** host:port of the Auth emulator, when started. */
  authHost: string;
  /** http://127.0.0.1:port of the Functions emulator, when started. */
  functionsUrl: string;
  /** Everything the emulators printed so far (for a failing test's report). */
  output(): string;
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
  /** Ports chosen beforehand, e.g. one a build already points at (VITE_AUTH_EMULATOR_HOST). */
  ports: { auth?: number; hosting?: number; functions?: number } = {},
  /**
   * For the Functions emulator: where Google's Firestore jar runs (the functions' Admin SDK and
   * its triggers use it), and a folder of this run's own for firebase-tools' temporary files.
   */
  functions?: { firestoreHost: string; tmpDir: string },
): Promise<RunningFirebaseEmulators> {
  const configPath = join(configDir, 'firebase.json');
  const config = JSON.parse(await readFile(configPath, 'utf8')) as {
    emulators?: Record<string, unknown>;
  };
  const [hosting, auth, functionsPort, hub, logging, webhook] = [
    ports.hosting ?? (await freePort()),
    ports.auth ?? (await freePort()),
    ports.functions ?? (await freePort()),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  config.emulators = {
    ...config.emulators,
    hosting: { host: '127.0.0.1', port: hosting },
    auth: { host: '127.0.0.1', port: auth },
    functions: { host: '127.0.0.1', port: functionsPort },
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
      // A process group of its own: stopping it reaches the Functions emulator's workers too,
      // which outlive a firebase-tools that had to be killed.
      detached: true,
      env: {
        ...process.env,
        // Google's auth library never probes a cloud metadata server from here.
        METADATA_SERVER_DETECTION: 'none',
        ...(functions
          ? {
              // Without these firebase-tools opens a discovery port in 8000-8999, calls
              // localhost:40001, and shares its hub locator file with any other run in /tmp
              // (../shared/notes/cloud-functions-offline.md).
              FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
              VSCODE_WEBHOOK_PORT: String(webhook),
              TMPDIR: functions.tmpDir,
              FIRESTORE_EMULATOR_HOST: functions.firestoreHost,
              // A worker that has not loaded the functions' bundle within this many seconds is
              // given up as "Failed to load function." (30 by default): the warm-up starts twenty
              // at once, and on two busy cores they took longer (tests/support/warm-functions.ts).
              FUNCTIONS_DISCOVERY_TIMEOUT: '150',
            }
          : {}),
      },
    },
  );
  const watched = watchProcess(child);

  const hostingUrl = `http://127.0.0.1:${hosting}`;
  const authHost = `127.0.0.1:${auth}`;
  const functionsUrl = `http://127.0.0.1:${functionsPort}`;
  const readyUrl = { hosting: hostingUrl, auth: `http://${authHost}/`, functions: functionsUrl };
  try {
    for (const emulator of only) {
      await waitUntilAnswering(readyUrl[emulator], watched, {
        name: 'The Firebase emulators',
        timeoutMs: STARTUP_TIMEOUT_MS,
        intervalMs: 250,
      });
    }
    // The Functions emulator answers before it has loaded the functions: wait for its word.
    if (only.includes('functions')) await waitForOutput(watched, /All emulators ready/);
  } catch (error) {
    // Never leave a half-started emulator behind.
    killGroup(child);
    throw error;
  }
  return {
    hostingUrl,
    authHost,
    functionsUrl,
    output: () => watched.output(),
    async stop() {
      if (watched.exitReport() === undefined) child.kill('SIGINT');
      const killer = setTimeout(() => killGroup(child), 15_000);
      await watched.exited;
      clearTimeout(killer);
      // Whatever of its group is left once it is gone (a worker it could not stop in time).
      killGroup(child);
    },
  };
}

/** Kills the emulators' whole process group; nothing left is nothing to do. */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is gone already.
  }
}

async function waitForOutput(watched: WatchedProcess, line: RegExp): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!line.test(watched.output())) {
    const exit = watched.exitReport();
    if (exit !== undefined)
      throw new Error(`The Firebase emulators exited while starting:\n${exit}`);
    if (Date.now() > deadline)
      throw new Error(`The Firebase emulators never said ${line}:\n${watched.output()}`);
    await new Promise((done) => setTimeout(done, 250));
  }
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
