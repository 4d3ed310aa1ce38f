import { redact } from '../domain/describe-failure';
import { MalformedDocumentError } from '../domain/storage-errors';

/**
 * What staff are told when storage holds a document the page cannot read, instead of blaming
 * the connection: where it is and which field, so the administrator can mend it in the Firebase
 * console. Never the value, which may be an applicant's data. Undefined for any other failure.
 */
export function damagedDataMessage(error: unknown): string | undefined {
  if (!(error instanceof MalformedDocumentError)) return undefined;
  return (
    `Hay datos dañados en ${redact(error.path)} (campo «${error.field}»), así que no se pueden ` +
    'mostrar. Pide a la administración que los corrija en la consola de Firebase.'
  );
}
