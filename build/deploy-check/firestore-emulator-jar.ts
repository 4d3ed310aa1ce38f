import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Where the google-cloud-cli-firestore-emulator package (the Google Cloud CLI's apt repository,
 * not Debian's archive) puts Google's emulator.
 */
export const DEFAULT_EMULATOR_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The jar and the java the tests and `npm run deploy:check` run it with (FIRESTORE_EMULATOR_JAR, JAVA). */
export const emulatorJar = () => process.env.FIRESTORE_EMULATOR_JAR ?? DEFAULT_EMULATOR_JAR;
export const javaBinary = () => process.env.JAVA ?? 'java';

/** Why the jar cannot run here, or undefined when it can. */
export function jarUnavailable(): string | undefined {
  if (!existsSync(emulatorJar())) return `the Firestore emulator's jar is not at ${emulatorJar()}`;
  const probe = spawnSync(javaBinary(), ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return `Java ("${javaBinary()}") did not run`;
  return undefined;
}
