import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../free-port.ts';
import { emulatorJar, javaBinary } from './firestore-emulator-jar.ts';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const STARTUP_TIMEOUT_MS = 60_000;
const PROJECT = 'demo-deploy-check';

/**
 * Compiles the rules as Firebase will on deploy, with Google's Firestore emulator: started on a
 * free loopback port, sent the rules through the endpoint firebase-tools loads them with
 * (PUT …:securityRules), stopped. Returns the compiler's complaint, or undefined when they compile.
 */
export async function rulesCompileError(rulesPath: string): Promise<string | undefined> {
  const port = await freePort();
  const child = spawn(
    javaBinary(),
    [
      '-Duser.language=en',
      '-cp',
      emulatorJar(),
      MAIN_CLASS,
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--project_id',
      PROJECT,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the Firestore emulator did not start in time')),
        STARTUP_TIMEOUT_MS,
      );
      let output = '';
      const watch = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Dev App Server is now running')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', watch);
      child.stderr.on('data', watch);
      child.once('exit', () => {
        clearTimeout(timer);
        reject(new Error(`the Firestore emulator stopped: ${output}`));
      });
    });
    const response = await fetch(
      `http://127.0.0.1:${port}/emulator/v1/projects/${PROJECT}:securityRules`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          rules: { files: [{ name: 'firestore.rules', content: readFileSync(rulesPath, 'utf8') }] },
        }),
      },
    );
    if (response.ok) return undefined;
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `HTTP ${response.status}`;
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}
