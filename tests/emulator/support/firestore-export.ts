import { resolve } from 'node:path';

/** The name firebase-tools gives a Firestore export (emulators:export), kept for its --import. */
export const EXPORT_NAME = 'firestore_export';

/**
 * Exports everything one project holds in a running Firestore emulator jar into `directory`,
 * through the jar's own endpoint (firebase-tools' `emulators:export` calls the same), and gives
 * back the export's metadata file, what a fresh jar is started with (--seed_from_export).
 * No vitest here: `npm run stack` uses it too.
 */
export async function exportFirestoreEmulator(
  host: string,
  projectId: string,
  directory: string,
): Promise<string> {
  const exportDirectory = resolve(directory);
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: exportDirectory,
      export_name: EXPORT_NAME,
    }),
  });
  if (!response.ok)
    throw new Error(`The emulator's export answered ${response.status}: ${await response.text()}`);
  return exportMetadataFile(exportDirectory);
}

/** Where an export in `directory` keeps its metadata file, as firebase-tools lays it out. */
export const exportMetadataFile = (directory: string): string =>
  resolve(directory, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);
