import { trimBlank } from '../../../shared/domain/visible-text';
import { MAX_NOTE_LENGTH, noteProblem } from '../../../applications/domain/history-entry';
import { InvalidNoteError } from '../../../applications/domain/application-errors';

/** Why a note was not saved, read from what was typed. What was typed stays in the box. */
export function noteFailure(error: Error, typed: string | undefined): string {
  if (!(error instanceof InvalidNoteError))
    return 'No pudimos guardar la nota. Revisa tu conexión e intenta de nuevo: lo que escribiste sigue aquí.';
  const text = typed ?? '';
  switch (noteProblem(text)) {
    case 'hidden-characters':
      return 'La nota tiene caracteres invisibles o de control, que suelen colarse al copiar y pegar: escribe de nuevo, sin pegarla, la parte copiada.';
    case 'too-long':
      return `La nota puede tener hasta ${MAX_NOTE_LENGTH} caracteres; esta tiene ${trimBlank(text).length}. Acórtala un poco.`;
    default:
      return 'Escribe la nota antes de agregarla.';
  }
}
