import { useForm } from 'react-hook-form';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { MAX_NOTE_LENGTH } from '../../../applications/domain/history-entry';
import { FieldShell } from '../../../shared/ui/field-shell';
import { noteFailure } from './note-messages';
import { useAddNote } from './use-add-note';
import { formSubmit } from '../../../shared/ui/form-submit';

/** An internal note on the history. The box empties only once the note is saved. */
export function NoteForm({ id }: { id: ApplicationId }) {
  const addNote = useAddNote(id);
  const { register, handleSubmit, reset } = useForm<{ text: string }>({
    defaultValues: { text: '' },
  });
  const error = addNote.isError ? noteFailure(addNote.error, addNote.variables) : undefined;

  return (
    <form
      className="staff-form note-form"
      noValidate
      onSubmit={formSubmit(
        handleSubmit(({ text }) => addNote.mutate(text, { onSuccess: () => reset() })),
      )}
    >
      <FieldShell
        id="nota"
        label="Nota interna"
        error={error}
        hint={`La ve el personal de la cooperativa, y la persona si pide sus datos: forma parte de lo que se le entrega. Hasta ${MAX_NOTE_LENGTH} caracteres.`}
      >
        {(control) => (
          // Read-only while saving: nothing typed meanwhile is cleared with the saved note.
          <textarea
            className="field__control"
            rows={3}
            autoComplete="off"
            readOnly={addNote.isPending}
            {...control}
            {...register('text')}
          />
        )}
      </FieldShell>
      <button type="submit" className="button button--primary" disabled={addNote.isPending}>
        {addNote.isPending ? 'Guardando…' : 'Agregar nota'}
      </button>
      <p role="status" className="detail-outcome">
        {addNote.isSuccess ? 'Nota agregada al historial.' : null}
      </p>
    </form>
  );
}
