import { FailureNotice } from '../../shared/ui/failure-notice';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { formatDateTime } from '../../shared/ui/format-date';
import type { TalkId } from '../domain/talk';
import { TalkNotFoundError } from '../domain/talk-errors';
import { isAdmin } from '../../access/domain/staff-member';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { TalkForm } from './talk-form';
import { seatsText, talkFailureText, talkName } from './talk-texts';
import { useRecordAttendance, useTalkRoster } from './use-talks';
import type { TalksNavigation } from './talks-navigation';
import { InPageLink } from '../../shared/ui/in-page-link';

/**
 * One talk and who is coming (number, a link to the application, and name, read from the
 * applications), with their attendance: recorded from an hour before the start, which ticks the
 * application's talk. At an address of its own (TalksNavigation).
 */
export function TalkRoster({ id, navigation }: { id: TalkId; navigation: TalksNavigation }) {
  const roster = useTalkRoster(id);
  const attendance = useRecordAttendance();
  const member = useSignedInMember();
  const talk = roster.data?.talk;
  const open = roster.data?.attendanceOpen === true;

  return (
    <article aria-labelledby="charla-titulo">
      <button type="button" className="link-button detail__back" onClick={() => navigation.back()}>
        <span aria-hidden="true">← </span>Volver a las charlas
      </button>
      <h1 id="charla-titulo" className="staff-title" tabIndex={-1} ref={focusOnMount}>
        {talk ? `Charla del ${formatDateTime(talk.startsAt)}` : 'Charla'}
      </h1>
      {roster.isPending ? <p role="status">Cargando la charla…</p> : null}
      <FailureNotice
        failure={
          !roster.isError
            ? null
            : // An address kept from before, or mistyped: no connection to check.
              roster.error instanceof TalkNotFoundError
              ? 'Esta charla no existe. Vuelve a las charlas y elige una de la lista.'
              : 'No pudimos cargar la charla. Revisa tu conexión.'
        }
      />
      {talk && roster.data ? (
        <>
          <p>
            {talk.place}. {seatsText(talk)}.
          </p>
          {!open ? <p>La asistencia se registra desde una hora antes de empezar.</p> : null}
          {roster.data.roster.length === 0 ? (
            <p>Nadie tiene cupo en esta charla.</p>
          ) : (
            <table className="inbox-table">
              <caption className="visually-hidden">Quiénes vienen a {talkName(talk)}</caption>
              <thead>
                <tr>
                  <th scope="col">Solicitud</th>
                  <th scope="col">Nombre</th>
                  <th scope="col">Asistencia</th>
                </tr>
              </thead>
              <tbody>
                {roster.data.roster.map((entry) => (
                  <tr key={entry.applicationId}>
                    <td data-label="Solicitud">
                      {entry.name === null ? (
                        entry.applicationId
                      ) : (
                        <InPageLink
                          className="talk-roster__application"
                          href={navigation.applicationHref(entry.applicationId)}
                          onFollow={() => navigation.openApplication(entry.applicationId)}
                        >
                          {entry.applicationId}
                        </InPageLink>
                      )}
                    </td>
                    <td data-label="Nombre">{entry.name ?? 'La solicitud ya no existe'}</td>
                    <td data-label="Asistencia">
                      {entry.attended ? (
                        'Asistió'
                      ) : open ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={attendance.isPending}
                          aria-label={`Registrar asistencia de ${entry.applicationId}`}
                          onClick={() => attendance.mutate(entry)}
                        >
                          Registrar asistencia
                        </button>
                      ) : (
                        'Pendiente'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <FailureNotice failure={talkFailureText(attendance.error)} />
          <p role="status" className="detail-outcome">
            {attendance.isSuccess
              ? 'Asistencia registrada; la charla quedó marcada en sus requisitos.'
              : null}
          </p>
          {isAdmin(member) && roster.data.upcoming ? <TalkForm talk={talk} /> : null}
        </>
      ) : null}
    </article>
  );
}
