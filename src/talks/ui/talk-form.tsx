import { useState, type FormEvent } from 'react';
import { FieldShell } from '../../shared/ui/field-shell';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { MAX_SEATS } from '../domain/talk';
import { officeInstant } from '../domain/talk-time';
import { talkFailureText } from './talk-texts';
import { useCreateTalk } from './use-talks';

/**
 * Admins schedule a talk: date and time on the office's clock, place, seats. The use case checks
 * the details as the rules do; what it refuses is said under the form.
 */
export function TalkForm() {
  const create = useCreateTalk();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [place, setPlace] = useState('');
  const [seats, setSeats] = useState('20');
  const [whenMissing, setWhenMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = officeInstant(date, time);
    setWhenMissing(startsAt === undefined);
    if (!startsAt) return;
    create.mutate(
      { startsAt, place, seats: Number(seats) },
      {
        onSuccess: () => {
          setDate('');
          setPlace('');
        },
      },
    );
  };

  return (
    <form
      className="staff-form talk-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="nueva-charla"
    >
      <h2 id="nueva-charla" className="detail-section__title">
        Nueva charla
      </h2>
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
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Guardando…' : 'Crear charla'}
      </button>
      <FailureNotice failure={talkFailureText(create.error)} />
      <p role="status" className="detail-outcome">
        {create.isSuccess ? 'Charla creada.' : null}
      </p>
    </form>
  );
}
