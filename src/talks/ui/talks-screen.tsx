import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { isAdmin } from '../../access/domain/staff-member';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { formatDateTime } from '../../shared/ui/format-date';
import { freeSeats, type Talk, type TalkId } from '../domain/talk';
import { TalkForm } from './talk-form';
import { TalkRoster } from './talk-roster';
import { useTalkLists } from './use-talks';
import type { TalksNavigation } from './talks-navigation';
import { InPageLink } from '../../shared/ui/in-page-link';

function TalkTable({
  talks,
  caption,
  navigation,
}: {
  talks: readonly Talk[];
  caption: string;
  navigation: TalksNavigation;
}) {
  return (
    <table className="inbox-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Fecha y hora</th>
          <th scope="col">Lugar</th>
          <th scope="col">Ocupados</th>
          <th scope="col">Libres</th>
          <th scope="col">Lista</th>
        </tr>
      </thead>
      <tbody>
        {talks.map((talk) => (
          <tr key={talk.id}>
            {/* data-label: each cell's heading on a phone, where a row is a card. */}
            <td data-label="Fecha y hora">{formatDateTime(talk.startsAt)}</td>
            <td data-label="Lugar">{talk.place}</td>
            <td data-label="Ocupados">
              {talk.taken} de {talk.seats}
            </td>
            <td data-label="Libres">{freeSeats(talk) === 0 ? 'Llena' : freeSeats(talk)}</td>
            <td data-label="Lista">
              {/* A real link to the list's own address. Its name starts with the words shown
                  (WCAG 2.5.3), so "Ver lista" said aloud presses it; the rest tells the talks
                  apart. */}
              <InPageLink
                className="talk-table__open"
                href={navigation.href(talk.id)}
                aria-label={`Ver lista de quiénes vienen a la charla del ${formatDateTime(talk.startsAt)}`}
                onFollow={() => navigation.go(talk.id)}
              >
                Ver lista
              </InPageLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface TalksScreenProps {
  wayBack: WayBack;
  /** The talk whose list of who is coming is shown, or null for the talks' list. */
  talk: TalkId | null;
  navigation: TalksNavigation;
}

/** Charlas in a place of its own: a failure to render it leaves the rest of the page working. */
export function TalksScreen({ wayBack, talk, navigation }: TalksScreenProps) {
  return (
    <StaffSection wayBack={wayBack} view={navigation.href(talk)}>
      <TalksContents talk={talk} navigation={navigation} />
    </StaffSection>
  );
}

/**
 * The information talks: the upcoming ones (and today's) with their seats, the past ones, each
 * talk's list with attendance; admins also schedule them.
 */
function TalksContents({ talk, navigation }: Omit<TalksScreenProps, 'wayBack'>) {
  const member = useSignedInMember();
  const lists = useTalkLists();

  if (talk !== null) return <TalkRoster key={talk} id={talk} navigation={navigation} />;

  return (
    <>
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Charlas informativas
      </h1>
      <p>
        Cada solicitud En trámite recibe un cupo desde su detalle, en Solicitudes. Al registrar la
        asistencia, la charla queda marcada en sus requisitos.
      </p>
      {lists.isPending ? <p role="status">Cargando las charlas…</p> : null}
      <FailureNotice
        failure={lists.isError ? 'No pudimos cargar las charlas. Revisa tu conexión.' : null}
      />
      {lists.data ? (
        <>
          <section className="detail-section" aria-labelledby="proximas-charlas">
            <h2 id="proximas-charlas" className="detail-section__title">
              Próximas y de hoy
            </h2>
            {lists.data.current.length === 0 ? (
              <p>No hay charlas próximas.</p>
            ) : (
              <TalkTable
                talks={lists.data.current}
                caption="Próximas charlas"
                navigation={navigation}
              />
            )}
          </section>
          <section className="detail-section" aria-labelledby="charlas-pasadas">
            <h2 id="charlas-pasadas" className="detail-section__title">
              Pasadas
            </h2>
            {lists.data.past.length === 0 ? (
              <p>Todavía no hay charlas pasadas.</p>
            ) : (
              <TalkTable
                talks={lists.data.past}
                caption="Charlas pasadas"
                navigation={navigation}
              />
            )}
          </section>
        </>
      ) : null}
      {isAdmin(member) ? <TalkForm /> : null}
    </>
  );
}
