import type { MalformedDocumentError } from '../../../shared/domain/storage-errors';

/**
 * What the list says of the applications it leaves out because storage holds them damaged
 * (inbox-pages.ts): their numbers, so that the administrator mends them, and none of their data.
 */
export function unreadableNotice(unreadable: readonly MalformedDocumentError[]): string | null {
  const ids = [...new Set(unreadable.map(({ documentId }) => documentId))];
  if (ids.length === 0) return null;
  if (ids.length === 1) {
    return (
      `La solicitud ${ids[0]} tiene datos dañados y no se muestra en la lista. ` +
      'Pide a la administración que la corrija en la consola de Firebase.'
    );
  }
  return (
    `Las solicitudes ${ids.join(', ')} tienen datos dañados y no se muestran en la lista. ` +
    'Pide a la administración que las corrija en la consola de Firebase.'
  );
}
