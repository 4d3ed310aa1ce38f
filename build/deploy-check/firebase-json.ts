import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseConfigSchema } from './firebase-tools-lib.ts';
import { noFindings, type Findings } from './findings.ts';

export interface FunctionsCodebase {
  source: string;
  codebase?: string;
  runtime?: string;
}

/** The parts of the built firebase.json (build/firebase-config.ts) the checks read. */
export interface BuiltFirebaseJson {
  firestore?: { rules?: string; indexes?: string };
  functions?: FunctionsCodebase | FunctionsCodebase[];
  hosting?: {
    public?: string;
    rewrites?: { source?: string; function?: unknown }[];
    headers?: { headers: { key: string; value: string }[] }[];
  };
}

export const codebasesOf = (config: BuiltFirebaseJson): FunctionsCodebase[] =>
  config.functions === undefined
    ? []
    : Array.isArray(config.functions)
      ? config.functions
      : [config.functions];

const BUILD_FOR_PRODUCTION =
  "Write .env.production.local (VITE_STORAGE=firestore and the web app's VITE_FIREBASE_* values, docs/deploying.md, step 7) and run `npm run build` again.";

/**
 * Reads firebase.json and checks it against firebase-tools' own schema, then refuses a demo
 * build's: `npm run build` without .env.production.local quietly writes one with no functions
 * and no rewrite to them, and `firebase deploy --only hosting` would then put the demo site (which
 * stores nothing) over production.
 */
export function readFirebaseJson(root: string): { config?: BuiltFirebaseJson; findings: Findings } {
  const findings = noFindings();
  const path = join(root, 'firebase.json');
  if (!existsSync(path)) {
    findings.problems.push(`There is no firebase.json in ${root}. ${BUILD_FOR_PRODUCTION}`);
    return { findings };
  }
  const config = JSON.parse(readFileSync(path, 'utf8')) as BuiltFirebaseJson;
  const { getValidator, getErrorMessage } = firebaseConfigSchema();
  const validate = getValidator();
  if (!validate(config))
    for (const error of validate.errors ?? [])
      findings.problems.push(
        `${getErrorMessage(error)} (firebase-tools' schema). firebase.json is written by the build: fix build/firebase-config.ts.`,
      );
  const rewritesToFunctions = (config.hosting?.rewrites ?? []).filter(
    (rewrite) => rewrite.function !== undefined,
  );
  if (codebasesOf(config).length === 0 || rewritesToFunctions.length === 0)
    findings.problems.push(
      `firebase.json is a demo build's: it has ${codebasesOf(config).length === 0 ? 'no functions' : 'functions'} and ${rewritesToFunctions.length === 0 ? 'no rewrite to them' : 'rewrites to them'}. Deployed, the site would keep applications in the visitor's browser only, and \`firebase deploy --only hosting\` would replace the production site with it. ${BUILD_FOR_PRODUCTION}`,
    );
  return { config, findings };
}
