import { APPLICATION_DOCUMENT_PATTERN } from '../applications/adapters/server/application-document-pattern';
import { SERVER_REGION } from './server-region';

/**
 * What follows every write of an application (its seats, its name keys): run again when it
 * fails, each run reading what it needs as it is then, so a late or repeated run is safe.
 */
export const AFTER_AN_APPLICATION_CHANGES = {
  region: SERVER_REGION,
  document: APPLICATION_DOCUMENT_PATTERN,
  memory: '256MiB',
  timeoutSeconds: 60,
  retry: true,
} as const;
