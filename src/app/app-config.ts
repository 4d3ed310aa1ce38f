/** Where applications are stored. 'memory' is demo mode: the default with no configuration. */
export type StorageKind = 'memory';

export interface AppConfig {
  storage: StorageKind;
}

type Env = Record<string, string | boolean | undefined>;

/** Reads the build-time configuration (Vite's import.meta.env), refusing anything it does not know. */
export function readAppConfig(env: Env): AppConfig {
  const storage = env.VITE_STORAGE;
  if (storage === undefined || storage === '' || storage === 'memory') return { storage: 'memory' };
  throw new Error(
    `VITE_STORAGE=${String(storage)} is not a storage this build knows. Use "memory" (demo mode) or leave it unset.`,
  );
}
