import { useState, type FormEvent } from 'react';
import { FieldShell } from '../../shared/ui/field-shell';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { MAX_SEATS, type Talk } from '../domain/talk';
import { officeInstant, officeWallTime } from '../domain/talk-time';
import { talkFailureText } from './talk-texts';
import { useCreateTalk, useEditTalk } from './use-talks';

/**
 * Admins schedule a talk, or change an upcoming one (`talk`): date and time on the office's clock,
 * place, seats. The use case checks the details as the rules do; what it refuses is said under
 * the form.
 */
export function TalkForm({ talk }: { talk?: Talk }) {
  const create = useCreateTalk();
  const change = useEditTalk();
  const saving = talk ? change : create;
  const shown = talk ? officeWallTime(talk.startsAt) : { date: '', time: '09:00' };
  const [date, setDate] = useState(shown.date);
  const [time, setTime] = useState(shown.time);
  const [place, setPlace] = useState(talk?.place ?? '');
  const [seats, setSeats] = useState(String(talk?.seats ?? 20));
  const [whenMissing, setWhenMissing] = useState(false);
  const title = talk ? 'Cambiar la charla' : 'Nueva charla';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = officeInstant(date, time);
    setWhenMissing(startsAt === undefined);
    if (!startsAt) return;
    const details = { startsAt, place, seats: Number(seats) };
    if (talk) change.mutate({ talk, details });
    else
      create.mutate(details, {
        onSuccess: () => {
          setDate('');
          setPlace('');
        },
      });
  };

  return (
    <form className="staff-form talk-form" noValidate onSubmit={submit} aria-label={title}>
      <h2 className="detail-section__title">{title}</h2>
      <FieldShell
        id="charla-fecha"
        label="Fecha"
        error={whenMissing ? 'Escribe la fecha y la hora.' : undefined}
      >
        {(control) => (
          <input
            type="date"
            className="field__control"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            {...control}
          />
        )}
      </FieldShell>
      <FieldShell id="charla-hora" label="Hora" hint="Hora de El Salvador.">
        {(control) => (
          <input
            type="time"
            className="field__control"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            {...control}
          />
        )}
      </FieldShell>
      <FieldShell id="charla-lugar" label="Lugar">
        {(control) => (
          <input
            type="text"
            className="field__control"
            autoComplete="off"
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            {...control}
          />
        )}
      </FieldShell>
      <FieldShell id="charla-cupos" label="Cupos" hint={`De 1 a ${MAX_SEATS}.`}>
        {(control) => (
          <input
            type="number"
            className="field__control"
            min={1}
            max={MAX_SEATS}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
            {...control}
          />
        )}
      </FieldShell>
      <button type="submit" className="button button--primary" disabled={saving.isPending}>
        {saving.isPending ? 'Guardando…' : talk ? 'Guardar cambios' : 'Crear charla'}
      </button>
      <FailureNotice failure={talkFailureText(saving.error)} />
      <p role="status" className="detail-outcome">
        {saving.isSuccess ? (talk ? 'Cambios guardados.' : 'Charla creada.') : null}
      </p>
    </form>
  );
}
