import { namedError } from './named-error';
/**
 * Storage could not be reached, or did not answer in time: the page should say there is no
 * connection. A write may still land later; the live views show what storage holds.
 */
export class StorageUnreachableError extends namedError('StorageUnreachableError') {}

/**
 * Storage holds a document this page cannot read: a field missing, or of another type or value
 * than the domain needs. firestore.rules let no client write one, so it was written some other
 * way (by hand in the console, say). The error names the document and the field, never the
 * value: values are applicants' personal data and must reach no message and no log.
 */
export class MalformedDocumentError extends namedError('MalformedDocumentError') {
  /** The last segment of the path: an application's SOL number, a history entry's id. */
  readonly documentId: string;

  constructor(
    readonly path: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`Malformed document ${path}: field "${field}" ${problem}`);
    this.documentId = path.split('/').at(-1) ?? path;
  }
}
