import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { emulatorJar, javaBinary } from '../../../build/deploy-check/firestore-emulator-jar';
import { watchProcess, waitUntilAnswering } from '../../support/emulator-process';
import { freePort } from '../../../build/free-port';
import { warmUpEmulator } from './warm-up-emulator';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const STARTUP_TIMEOUT_MS = 60_000;

export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}

function requireTools(java: string, jar: string): void {
  if (!existsSync(jar)) {
    throw new Error(
      `The Cloud Firestore emulator is not at ${jar}. Install the package ` +
        `google-cloud-cli-firestore-emulator from the Google Cloud CLI's apt repository (Debian's own ` +
        `archive does not have it; docs/testing.md says how to add the repository), ` +
        `or point FIRESTORE_EMULATOR_JAR at cloud-firestore-emulator.jar.`,
    );
  }
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `Java (17 or newer) is needed to run the Firestore emulator, and "${java}" did not run. ` +
        `Install it (apt-get install openjdk-17-jre-headless) or point JAVA at a java binary.`,
    );
  }
}

/**
 * Starts Google's emulator jar with the project's rules on a free loopback port, warmed up.
 * `functionsEmulator` (host:port) is where it sends the events of registered Firestore triggers.
 */
export async function startFirestoreEmulator(
  rulesPath: string,
  options: {
    functionsEmulator?: string;
    port?: number;
    /** An export's `.overall_export_metadata` file: the jar starts holding what it exported. */
    seedFromExport?: string;
  } = {},
): Promise<RunningEmulator> {
  const java = javaBinary();
  const jar = emulatorJar();
  requireTools(java, jar);
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const child = spawn(
    java,
    [
      '-Duser.language=en',
      '-cp',
      jar,
      MAIN_CLASS,
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--rules',
      rulesPath,
      '--project_id',
      'demo-primer-paso',
      ...(options.functionsEmulator ? ['--functions_emulator', options.functionsEmulator] : []),
      ...(options.seedFromExport ? ['--seed_from_export', options.seedFromExport] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const watched = watchProcess(child);

  await waitUntilAnswering(`http://${host}/`, watched, {
    name: 'The Firestore emulator',
    timeoutMs: STARTUP_TIMEOUT_MS,
    intervalMs: 200,
    ready: (response) => response.ok,
  });
  await warmUpEmulator(host);
  return {
    host,
    async stop() {
      if (watched.exitReport() === undefined) child.kill('SIGTERM');
      await watched.exited;
    },
  };
}
