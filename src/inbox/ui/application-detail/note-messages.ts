import { MAX_NOTE_LENGTH } from '../../domain/history-entry';
import { InvalidNoteError } from '../../domain/inbox-errors';

/** Why a note was not saved, read from what was typed. What was typed stays in the box. */
export function noteFailure(error: Error, typed: string | undefined): string {
  if (!(error instanceof InvalidNoteError))
    return 'No pudimos guardar la nota. Revisa tu conexión e intenta de nuevo: lo que escribiste sigue aquí.';
  const length = (typed ?? '').trim().length;
  if (length === 0) return 'Escribe la nota antes de agregarla.';
  return `La nota puede tener hasta ${MAX_NOTE_LENGTH} caracteres; esta tiene ${length}. Acórtala un poco.`;
}
