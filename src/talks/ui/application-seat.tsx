import { useState } from 'react';
import type { Stage } from '../../applications/domain/workflow/stage';
import type { ApplicationId } from '../../applications/domain/application-id';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { seatsText, talkFailureText, talkName } from './talk-texts';
import { useApplicationSeat, useAssignSeat, useFreeSeat, useTalkLists } from './use-talks';

interface ApplicationSeatProps {
  application: { id: ApplicationId; stage: Stage };
}

/**
 * In an application's detail (composed in by the staff page, so the inbox knows nothing of
 * talks): its seat, and for one En trámite the upcoming talks with a free seat to give it one.
 */
export function ApplicationSeat({ application }: ApplicationSeatProps) {
  const seat = useApplicationSeat(application.id);
  const lists = useTalkLists();
  const assign = useAssignSeat();
  const free = useFreeSeat();
  const [chosen, setChosen] = useState('');
  const enTramite = application.stage === 'en-tramite';
  if (!enTramite && !seat.data) return null;

  const held = seat.data ?? null;
  const open = (lists.data?.openForSeats ?? []).filter((talk) => talk.id !== held?.talk.id);
  const target = open.find((talk) => talk.id === chosen) ?? open[0];

  return (
    <section className="detail-section" aria-labelledby="charla-asignada">
      <h2 id="charla-asignada" className="detail-section__title">
        Charla informativa
      </h2>
      {seat.isPending ? <p role="status">Cargando su cupo…</p> : null}
      {held ? (
        <p>
          {held.seat.attended
            ? 'Asistió a la charla del '
            : held.freeable
              ? 'Tiene cupo en la charla del '
              : 'Tuvo cupo, sin asistencia registrada, en la charla del '}
          {talkName(held.talk)}.
        </p>
      ) : seat.isSuccess ? (
        <p>No tiene cupo en ninguna charla.</p>
      ) : null}
      {held?.freeable ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={free.isPending}
          onClick={() => free.mutate(held)}
        >
          {free.isPending ? 'Liberando…' : 'Liberar el cupo'}
        </button>
      ) : null}
      {enTramite && !held?.seat.attended ? (
        open.length === 0 ? (
          lists.isSuccess ? (
            <p>No hay charlas próximas con cupos libres.</p>
          ) : null
        ) : (
          <div className="talk-choice">
            <label htmlFor="charla-elegida">{held ? 'Cambiar a la charla' : 'Charla'}</label>
            <select
              id="charla-elegida"
              className="field__control"
              value={target?.id ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {open.map((talk) => (
                <option key={talk.id} value={talk.id}>
                  {talkName(talk)} ({seatsText(talk)})
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--primary"
              disabled={assign.isPending || !target}
              onClick={() => target && assign.mutate({ application, talk: target })}
            >
              {assign.isPending ? 'Asignando…' : held ? 'Cambiar de charla' : 'Asignar cupo'}
            </button>
          </div>
        )
      ) : null}
      <FailureNotice failure={talkFailureText(assign.error ?? free.error)} />
      <p role="status" className="detail-outcome">
        {assign.isSuccess ? 'Cupo asignado.' : free.isSuccess ? 'Cupo liberado.' : null}
      </p>
    </section>
  );
}
