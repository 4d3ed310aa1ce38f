import { namedError } from './named-error';
/**
 * Storage could not be reached, or did not answer in time: the page should say there is no
 * connection. A write may still land later; the live views show what storage holds.
 */
export class StorageUnreachableError extends namedError('StorageUnreachableError') {}
