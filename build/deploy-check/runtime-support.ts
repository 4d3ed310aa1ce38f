import { firebaseToolsLogger, supportedRuntimes } from './firebase-tools-lib.ts';
import { messageOf, noFindings, plain, type Findings } from './findings.ts';

const UPGRADE =
  'Move FUNCTIONS_NODE_MAJOR in build/functions-runtime.ts to a supported Node.js and build again.';

/**
 * Asks firebase-tools' own table (guardVersionSupport, as a functions deploy does) about the
 * runtime on `today`: refused from its decommission date, a warning from 90 days before its
 * deprecation. Its warnings go to its logger, so they are caught there for the report.
 */
export function checkRuntime(runtime: string | undefined, today: Date): Findings {
  const findings = noFindings();
  const { isRuntime, guardVersionSupport, RUNTIMES } = supportedRuntimes();
  if (runtime === undefined || !isRuntime(runtime)) {
    findings.problems.push(
      `firebase.json's functions runtime is ${runtime ?? 'missing'}, which firebase-tools does not know (it knows ${Object.keys(RUNTIMES).join(', ')}). ${UPGRADE}`,
    );
    return findings;
  }
  const logger = firebaseToolsLogger();
  const warn = logger.warn;
  logger.warn = (...args: unknown[]) => {
    findings.warnings.push(
      `${args
        .filter((arg) => typeof arg === 'string')
        .map(plain)
        .join(' ')} ${UPGRADE}`,
    );
  };
  try {
    guardVersionSupport(runtime, today);
  } catch (error) {
    findings.problems.push(`${messageOf(error)} ${UPGRADE}`);
  } finally {
    logger.warn = warn;
  }
  return findings;
}
