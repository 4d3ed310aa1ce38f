import { relative } from 'node:path';
import { functionsBuild, functionsParams, type DiscoveredParam } from './firebase-tools-lib.ts';
import { messageOf, noFindings, type Findings } from './findings.ts';

/**
 * The server's settings as a non-interactive deploy (CI, `npm run deploy`) resolves them with
 * firebase-tools' resolveParams: every setting that is not a secret needs a value in the
 * functions folder's .env files, defaults included (without a terminal firebase-tools offers no
 * default, it refuses). Secrets live in Secret Manager, which cannot be read offline.
 */
export async function checkServerParams(options: {
  params: DiscoveredParam[];
  userEnvs: Record<string, string>;
  projectId: string;
  projectDir: string;
  sourceDir: string;
}): Promise<Findings> {
  const { params, userEnvs, projectId, projectDir, sourceDir } = options;
  const findings = noFindings();
  const envFile = relative(projectDir, `${sourceDir}/.env.${projectId}`);
  // resolveParams' own rule: a param is resolved when the .env files name it.
  const missing = params.filter(
    (param) => param.type !== 'secret' && !Object.hasOwn(userEnvs, param.name),
  );
  if (missing.length > 0)
    findings.problems.push(
      `A non-interactive deploy has no value for ${missing.map(({ name }) => name).join(', ')}. Add them to ${envFile} (or ${relative(projectDir, `${sourceDir}/.env`)} for every project), one NAME=value a line; docs/deploying.md, step 9, lists each one and its default, which must be written out too: ${missing
        .map((param) =>
          param.default === undefined
            ? `${param.name}=…`
            : `${param.name}=${String(param.default)}`,
        )
        .join(' ')}`,
    );
  try {
    await functionsParams().resolveParams({
      params,
      firebaseConfig: { projectId },
      userEnvs: functionsBuild().envWithTypes(params, userEnvs),
      codebase: 'default',
      nonInteractive: true,
      // Secrets are looked up in Secret Manager otherwise: not offline.
      isEmulator: true,
    });
  } catch (error) {
    if (missing.length === 0)
      findings.problems.push(`firebase-tools refuses the server's settings: ${messageOf(error)}`);
  }
  const secrets = params.filter((param) => param.type === 'secret').map(({ name }) => name);
  if (secrets.length > 0)
    findings.warnings.push(
      `The secrets ${secrets.join(', ')} live in Google Cloud's Secret Manager and cannot be checked offline: a deploy without them fails. Set each once with \`npx firebase functions:secrets:set NAME --project ${projectId}\` (docs/deploying.md, step 9).`,
    );
  return findings;
}
