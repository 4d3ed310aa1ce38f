import { boundRequestBodies } from './bounded-request-bodies';
import {
  BODY_BOUNDED_FUNCTIONS,
  BODY_DEADLINE_MS,
  MAX_REQUEST_BODY_BYTES,
} from './request-body-limit';

// Imported for this alone, first, by functions.ts. Each function runs in a process of its own
// (FUNCTION_TARGET names it, in production and on the emulator): only the public HTTP ones refuse
// a body before the framework parses it; a trigger's event may carry a whole document.
if (BODY_BOUNDED_FUNCTIONS.has(process.env.FUNCTION_TARGET ?? '')) {
  boundRequestBodies({ limitBytes: MAX_REQUEST_BODY_BYTES, deadlineMs: BODY_DEADLINE_MS });
}
