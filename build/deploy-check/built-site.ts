import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build-time variables a Firestore build carries, read back from its scripts: Vite writes
 * import.meta.env into them as an object literal (VITE_FIREBASE_PROJECT_ID:`…`, quoted with
 * backticks by the minifier, or quotes).
 */
export function builtVariable(publicDir: string, name: string): string | undefined {
  const assets = join(publicDir, 'assets');
  if (!existsSync(assets)) return undefined;
  const pattern = new RegExp(`["'\`]?${name}["'\`]?\\s*:\\s*["'\`]([^"'\`]*)["'\`]`);
  for (const file of readdirSync(assets).filter((each) => each.endsWith('.js'))) {
    const found = pattern.exec(readFileSync(join(assets, file), 'utf8'));
    if (found) return found[1];
  }
  return undefined;
}
