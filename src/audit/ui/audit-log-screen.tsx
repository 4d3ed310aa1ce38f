import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { BusyButton } from '../../shared/ui/busy-button';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { formatDateTime } from '../../shared/ui/format-date';
import { describeAuditRecord } from '../domain/audit-description';
import { useAuditLog } from './use-audit-log';

/** Auditoría in a place of its own: a failure to render it leaves the rest of the page working. */
export function AuditLogScreen({ wayBack }: { wayBack: WayBack }) {
  return (
    <StaffSection wayBack={wayBack}>
      <AuditLogContents />
    </StaffSection>
  );
}

/**
 * Admins only: what was done that leaves no other trace (files that left the inbox, spam
 * removed, changes to the team), newest first. It names numbers and lists, never anyone's data.
 */
function AuditLogContents() {
  const log = useAuditLog();
  const records = log.data?.pages.flatMap((page) => page.records) ?? [];

  return (
    <>
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Registro de auditoría
      </h1>
      <p>
        Lo que no deja otro rastro: cada archivo que sale de la bandeja (una exportación a CSV, de
        cualquier persona del equipo, o la descarga de los datos de una persona), cada eliminación
        de spam y cada cambio en el equipo (una invitación, un cambio de rol, un acceso quitado o
        devuelto). Dice quién, cuándo, qué lista, qué números o a quién, y cuántas filas. No guarda
        datos de las personas ni lo que se buscó. Nadie puede cambiarlo ni borrarlo.
      </p>
      {log.isPending ? <p role="status">Cargando el registro…</p> : null}
      <FailureNotice
        failure={log.isError ? 'No pudimos leer el registro. Revisa tu conexión.' : null}
      />
      {log.isSuccess && records.length === 0 ? <p>El registro está vacío.</p> : null}
      {records.length > 0 ? (
        <ol className="history" aria-label="Registro, del más reciente al más antiguo">
          {records.map((record) => (
            <li key={record.id} className="history__entry">
              <p className="history__meta">
                <time dateTime={record.at.toISOString()}>{formatDateTime(record.at)}</time> ·{' '}
                {record.by.email}
              </p>
              <p className="history__what">{describeAuditRecord(record)}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {log.hasNextPage ? (
        <BusyButton
          className="button button--secondary inbox-more"
          busy={log.isFetchingNextPage}
          label="Cargar más"
          busyLabel="Cargando…"
          onClick={() => void log.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
