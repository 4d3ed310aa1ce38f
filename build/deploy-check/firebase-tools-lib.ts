import { createRequire } from 'node:module';

/**
 * firebase-tools' own code for the checks a deploy makes (the pinned devDependency, read in its
 * lib/ folder: these are not its public API, so each use is typed here, in one place, and
 * tests/build/deploy-check.test.ts fails if a new version moves them).
 */
const load = createRequire(import.meta.url);
const lib = <T>(path: string) => load(`firebase-tools/lib/${path}`) as T;

export interface RuntimeLifecycle {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}

export const supportedRuntimes = () =>
  lib<{
    RUNTIMES: Record<string, RuntimeLifecycle>;
    isRuntime(runtime: string): boolean;
    guardVersionSupport(runtime: string, now?: Date): void;
  }>('deploy/functions/runtimes/supported/index.js');

/** firebase-tools' logger (winston): where guardVersionSupport writes its warnings. */
export const firebaseToolsLogger = () =>
  lib<{ logger: { warn: (...args: unknown[]) => unknown } }>('logger.js').logger;

export interface ValidationError {
  keyword: string;
  instancePath: string;
  params: unknown;
  message?: string;
}

/** Its JSON schema of firebase.json (schema/firebase-config.json), compiled with ajv. */
export const firebaseConfigSchema = () =>
  lib<{
    getValidator(): ((data: unknown) => boolean) & { errors?: ValidationError[] | null };
    getErrorMessage(error: ValidationError): string;
  }>('firebaseConfigValidate.js');

export interface DiscoveredParam {
  name: string;
  type: 'string' | 'int' | 'boolean' | 'list' | 'secret';
  default?: unknown;
  description?: string;
}

export interface DiscoveredBuild {
  endpoints: Record<string, unknown>;
  params: DiscoveredParam[];
}

export interface RuntimeDelegate {
  runtime: string;
  validate(): Promise<void>;
  discoverBuild(config: unknown, env: Record<string, string>): Promise<DiscoveredBuild>;
}

/** The functions' source as a deploy reads it: its runtime, its SDK, its manifest. */
export const functionsRuntimes = () =>
  lib<{
    getRuntimeDelegate(context: {
      projectId: string;
      sourceDir: string;
      projectDir: string;
      runtime?: string;
    }): Promise<RuntimeDelegate>;
  }>('deploy/functions/runtimes/index.js');

/** The .env files a deploy reads (.env, .env.<projectId>, .env.<alias>). */
export const functionsEnv = () =>
  lib<{
    loadUserEnvs(options: {
      functionsSource: string;
      projectId: string;
      projectAlias?: string;
      projectDir: string;
      isEmulator?: boolean;
    }): Record<string, string>;
    loadFirebaseEnvs(firebaseConfig: object, projectId: string): Record<string, string>;
  }>('functions/env.js');

export const functionsBuild = () =>
  lib<{
    envWithTypes(params: DiscoveredParam[], envs: Record<string, string>): Record<string, unknown>;
  }>('deploy/functions/build.js');

export const functionsParams = () =>
  lib<{
    resolveParams(options: {
      params: DiscoveredParam[];
      firebaseConfig: { projectId: string };
      userEnvs: Record<string, unknown>;
      codebase: string;
      nonInteractive: boolean;
      isEmulator: boolean;
    }): Promise<unknown>;
  }>('deploy/functions/params.js');

/** `firebase deploy --only firestore:indexes` validates the file with this before any upload. */
export const firestoreApi = () =>
  lib<{
    FirestoreApi: new () => {
      validateSpec(spec: unknown): void;
      upgradeOldSpec(spec: unknown): unknown;
    };
  }>('firestore/api.js');
