import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { functionsEnv, functionsRuntimes, type DiscoveredBuild } from './firebase-tools-lib.ts';

/** How long the bundle may take to load before discovery gives up (firebase-tools: 10 s). */
const DISCOVERY_TIMEOUT_SECONDS = '60';

/**
 * Discovers the functions' source as `firebase deploy` does: firebase-tools runs the bundle's
 * firebase-functions SDK, which writes the manifest of its endpoints and params. The SDK must
 * resolve from the source folder: server-build/ sits in the repository, beside node_modules, as
 * in `npm run stack` and the browser tests.
 */
export async function discoverFunctions(options: {
  projectDir: string;
  sourceDir: string;
  projectId: string;
  runtime?: string;
  userEnvs: Record<string, string>;
}): Promise<DiscoveredBuild> {
  const { projectDir, sourceDir, projectId, runtime, userEnvs } = options;
  const delegate = await functionsRuntimes().getRuntimeDelegate({
    projectId,
    sourceDir,
    projectDir,
    ...(runtime ? { runtime } : {}),
  });
  await delegate.validate();
  const firebaseConfig = { projectId };
  // Through a manifest file rather than a server on a random port (as the emulators are run
  // here), with time for a busy machine.
  // firebase-tools leaves its manifest's folder in the temporary directory: in one of ours, removed after.
  const saved = {
    output: process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH,
    timeout: process.env.FUNCTIONS_DISCOVERY_TIMEOUT,
    tmpdir: process.env.TMPDIR,
  };
  const ownTmp = await mkdtemp(join(tmpdir(), 'primer-paso-deploy-check-'));
  process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = 'true';
  process.env.FUNCTIONS_DISCOVERY_TIMEOUT = saved.timeout ?? DISCOVERY_TIMEOUT_SECONDS;
  process.env.TMPDIR = ownTmp;
  try {
    return await delegate.discoverBuild(
      { firebase: firebaseConfig },
      {
        ...userEnvs,
        ...functionsEnv().loadFirebaseEnvs(firebaseConfig, projectId),
        GOOGLE_CLOUD_QUOTA_PROJECT: projectId,
      },
    );
  } finally {
    for (const [key, value] of [
      ['FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH', saved.output],
      ['FUNCTIONS_DISCOVERY_TIMEOUT', saved.timeout],
      ['TMPDIR', saved.tmpdir],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    await rm(ownTmp, { recursive: true, force: true });
  }
}
