import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FUNCTION_NAMES } from '../../src/server/server-region.ts';
import { staleRulesBlock } from '../rules/generated-rules-block.ts';
import { checkAppCheckAgreement } from './app-check-agreement.ts';
import { builtVariable } from './built-site.ts';
import { deployProject } from './deploy-project.ts';
import { functionsEnv } from './firebase-tools-lib.ts';
import { messageOf, merge, noFindings, type Findings } from './findings.ts';
import { checkFirestoreIndexes } from './firestore-indexes.ts';
import { jarUnavailable } from './firestore-emulator-jar.ts';
import { codebasesOf, readFirebaseJson } from './firebase-json.ts';
import { discoverFunctions } from './functions-discovery.ts';
import { checkRuntime } from './runtime-support.ts';
import { rulesCompileError } from './rules-compilation.ts';
import { checkServerParams } from './server-params.ts';

export interface CheckDeployOptions {
  /** The folder firebase.json is in: the repository for `npm run build`. */
  root: string;
  /** `firebase deploy --project`: an alias in .firebaserc or a project id. */
  project?: string;
  /** The day the deploy would run on (runtime support is dated). Now by default. */
  today?: Date;
  /**
   * Compiling the rules needs Java and Google's Firestore emulator jar: 'if-available' (the
   * default) only warns when they are missing, since Firebase compiles them on deploy anyway;
   * 'required' makes their absence a problem (the tests); 'skip' leaves them out (the tests of
   * the other checks, which spare a Java start each).
   */
  rules?: 'if-available' | 'required' | 'skip';
  /**
   * Whether the build must hold exactly this checkout's functions (true by default). An older
   * release being put back (`npm run deploy -- --tag`) holds its own, which may be fewer.
   */
  thisCodesFunctions?: boolean;
}

/**
 * Everything `firebase deploy` would refuse about a build, found offline with firebase-tools'
 * own code where it has the check: firebase.json's schema, a demo build, the project the build is
 * for, the functions runtime on `today`, the functions' discovery and their settings, the rules
 * (their block generated from the domain up to date, and compiling), and the composite indexes
 * of every query.
 */
export async function checkDeploy(options: CheckDeployOptions): Promise<Findings> {
  const root = resolve(options.root);
  const today = options.today ?? new Date();
  const findings = noFindings();
  const { config, findings: configFindings } = readFirebaseJson(root);
  merge(findings, configFindings);
  if (!config) return findings;

  const project = deployProject(root, options.project);
  const publicDir = join(root, config.hosting?.public ?? 'dist');
  const builtFor = builtVariable(publicDir, 'VITE_FIREBASE_PROJECT_ID');
  if (!project)
    findings.problems.push(
      `No project to deploy to: give --project PROJECT_ID, or name it in ${join(root, '.firebaserc')} ({"projects": {"default": "PROJECT_ID"}}, \`npx firebase use --add\`).`,
    );
  else if (builtFor !== undefined && builtFor !== project.projectId)
    findings.problems.push(
      `The site in ${publicDir} was built for the project ${builtFor} (VITE_FIREBASE_PROJECT_ID) but the deploy would go to ${project.projectId}: its pages would talk to another project's Firestore. Set VITE_FIREBASE_PROJECT_ID=${project.projectId} (and that project's web app values) in .env.production.local and build again, or deploy with --project ${builtFor}.`,
    );
  const emulatorHost = builtVariable(publicDir, 'VITE_FIRESTORE_EMULATOR_HOST');
  if (emulatorHost)
    findings.problems.push(
      `The site was built against the Firestore emulator (VITE_FIRESTORE_EMULATOR_HOST=${emulatorHost}): remove it from the build's variables and build again.`,
    );

  for (const codebase of codebasesOf(config)) {
    merge(findings, checkRuntime(codebase.runtime, today));
    if (!project) continue;
    const sourceDir = join(root, codebase.source);
    if (!existsSync(join(sourceDir, 'package.json'))) {
      findings.problems.push(
        `The functions' folder ${sourceDir} has no package.json: run \`npm run build\` (it writes server-build/).`,
      );
      continue;
    }
    try {
      const userEnvs = functionsEnv().loadUserEnvs({
        functionsSource: sourceDir,
        projectId: project.projectId,
        ...(project.alias ? { projectAlias: project.alias } : {}),
        projectDir: root,
      });
      const build = await discoverFunctions({
        projectDir: root,
        sourceDir,
        projectId: project.projectId,
        ...(codebase.runtime ? { runtime: codebase.runtime } : {}),
        userEnvs,
      });
      const expected = Object.values(FUNCTION_NAMES).sort();
      const found = Object.keys(build.endpoints).sort();
      const mismatch =
        options.thisCodesFunctions === false
          ? found.length === 0
          : expected.join() !== found.join();
      if (mismatch)
        findings.problems.push(
          `firebase-tools discovers the functions ${found.join(', ') || 'none'} in ${sourceDir}, but the server has ${expected.join(', ')} (src/server/server-region.ts): build again with \`npm run build\`.`,
        );
      merge(
        findings,
        checkAppCheckAgreement(
          builtVariable(publicDir, 'VITE_APPCHECK_SITE_KEY'),
          userEnvs.INTAKE_REQUIRE_APP_CHECK,
        ),
      );
      merge(
        findings,
        await checkServerParams({
          params: build.params,
          userEnvs,
          projectId: project.projectId,
          projectDir: root,
          sourceDir,
        }),
      );
    } catch (error) {
      findings.problems.push(
        `firebase-tools cannot read the functions in ${sourceDir}: ${messageOf(error)}`,
      );
    }
  }

  const indexes = config.firestore?.indexes;
  if (indexes) merge(findings, checkFirestoreIndexes(join(root, indexes)));
  const rules = config.firestore?.rules;
  // The rules' generated block against this checkout's domain; an older release put back holds
  // the block its own domain wrote.
  if (rules && options.thisCodesFunctions !== false && existsSync(join(root, rules))) {
    const stale = staleRulesBlock(readFileSync(join(root, rules), 'utf8'));
    if (stale) findings.problems.push(`${join(root, rules)} ${stale}.`);
  }
  if (rules && options.rules !== 'skip') {
    const unavailable = jarUnavailable();
    if (unavailable === undefined) {
      const error = await rulesCompileError(join(root, rules));
      if (error) findings.problems.push(`${join(root, rules)} does not compile: ${error}`);
    } else if (options.rules === 'required')
      findings.problems.push(`The rules could not be compiled: ${unavailable}.`);
    else
      findings.warnings.push(
        `The rules were not compiled here (${unavailable}): Firebase compiles them on deploy and refuses them there if they do not.`,
      );
  }
  return findings;
}
