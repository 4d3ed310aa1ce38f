import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rulesWithGeneratedBlock } from './generated-rules-block.ts';

/**
 * `npm run rules:generate`: writes firestore.rules' generated block afresh from the domain. Run it
 * after changing a definition the rules hold (the test and deploy:check say when).
 */
export function generateRulesBlock(rulesPath: string): boolean {
  const rules = readFileSync(rulesPath, 'utf8');
  const written = rulesWithGeneratedBlock(rules);
  if (written === rules) return false;
  writeFileSync(rulesPath, written);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rulesPath = resolve(import.meta.dirname, '..', '..', 'firestore.rules');
  const changed = generateRulesBlock(rulesPath);
  console.log(
    `${rulesPath}: ${changed ? 'generated block written' : 'generated block up to date'}`,
  );
}
