import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

/** The Firebase emulators that run on Node (Hosting, Auth); Google's Firestore jar is started apart. */
export type NodeEmulator = 'hosting' | 'auth';

export interface RunningFirebaseEmulators {
  /** http://127.0.0.1:port of the Hosting emulator, when started. */
  hostingUrl: string;
  /** host:port of the Auth emulator, when started. */
  authHost: string;
  stop(): Promise<void>;
}

const FIREBASE_CLI = resolve('node_modules/firebase-tools/lib/bin/firebase.js');
const PROJECT_ID = 'demo-primer-paso';
const STARTUP_TIMEOUT_MS = 90_000;

async function waitForHttp(url: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== undefined) throw new Error(`The Firebase emulators exited while starting:\n${exit}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`The Firebase emulators did not answer at ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.`);
}

/**
 * Runs firebase-tools' emulators on free loopback ports with the firebase.json a build wrote in
 * configDir (build/hosting-config-plugin.ts): Hosting then serves that build with its production
 * headers, exactly as Firebase Hosting would.
 */
export async function startFirebaseEmulators(configDir: string, only: NodeEmulator[]): Promise<RunningFirebaseEmulators> {
  const configPath = join(configDir, 'firebase.json');
  const config = JSON.parse(await readFile(configPath, 'utf8')) as { emulators: Record<string, unknown> };
  const [hosting, auth, hub, logging] = [await freePort(), await freePort(), await freePort(), await freePort()];
  config.emulators = {
    ...config.emulators,
    hosting: { host: '127.0.0.1', port: hosting },
    auth: { host: '127.0.0.1', port: auth },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
  };
  await writeFile(configPath, JSON.stringify(config, null, 2));

  const child = spawn(process.execPath, [FIREBASE_CLI, 'emulators:start', '--only', only.join(','), '--project', PROJECT_ID], {
    cwd: configDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitReport: string | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', (code) => {
    exitReport = `exit code ${code}\n${output}`;
    done();
  }));

  const hostingUrl = `http://127.0.0.1:${hosting}`;
  const authHost = `127.0.0.1:${auth}`;
  for (const emulator of only) await waitForHttp(emulator === 'hosting' ? hostingUrl : `http://${authHost}/`, () => exitReport);
  return {
    hostingUrl,
    authHost,
    async stop() {
      if (exitReport === undefined) child.kill('SIGINT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
