import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { isApplicationId } from '../../submission/domain/application-id';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { formatDateTime } from '../../shared/ui/format-date';
import type { JobStanding } from '../domain/heartbeat';
import type { HealthView } from '../domain/health-view';
import { JOB_SCHEDULES } from '../domain/scheduled-jobs';
import type { JobHealth } from '../domain/system-health';
import { HealthWarnings } from './health-banner';
import { InPageLink, type HealthLinks } from './in-page-link';
import { MAIL_FAILURE_EXPLANATIONS } from './mail-failure-explanations';
import { useSystemHealth } from './use-system-health';

const STANDING_TEXT: Record<JobStanding, string> = {
  'al-dia': 'Al día',
  atrasada: 'Atrasado: no ha corrido cuando debía',
  'sin-registro': 'Sin registro todavía',
};

/** Estado in a place of its own: a failure to render it leaves the rest of the page working. */
export function HealthScreen({ links, wayBack }: { links: HealthLinks; wayBack: WayBack }) {
  return (
    <StaffSection wayBack={wayBack} className="health-screen">
      <HealthContents links={links} />
    </StaffSection>
  );
}

/**
 * Admins only: whether the system is well, as the server last measured it (every five minutes)
 * and each scheduled job's last heartbeat. Counts and codes only: never a message's content.
 */
function HealthContents({ links }: { links: HealthLinks }) {
  const health = useSystemHealth();
  const data = health.data;
  return (
    <>
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Estado
      </h1>
      {health.isPending ? <p role="status">Leyendo el estado…</p> : null}
      <FailureNotice
        failure={health.isError ? 'No pudimos leer el estado. Revisa tu conexión.' : null}
      />
      {data ? (
        <>
          {data.warnings.length > 0 ? (
            <div className="notice notice--error">
              <HealthWarnings warnings={data.warnings} />
            </div>
          ) : null}
          {data.view ? (
            <MeasuredView view={data.view} links={links} />
          ) : (
            <p role="status">Todavía no hay medición: el servidor mide cada cinco minutos.</p>
          )}
          <JobsSection jobs={data.jobs} />
        </>
      ) : null}
      <section className="detail-section" aria-labelledby="estado-numeros">
        <h2 id="estado-numeros" className="detail-section__title">
          Números de solicitud
        </h2>
        <p>
          <InPageLink href={links.privacyHref} follow={links.follow}>
            Ver el medidor de números en Privacidad
          </InPageLink>
        </p>
      </section>
    </>
  );
}

function MeasuredView({ view, links }: { view: HealthView; links: HealthLinks }) {
  const { mail, intake } = view;
  return (
    <>
      {/* No full stop: the time ends in "a. m." already. */}
      <p>Medido el {formatDateTime(view.measuredAt)}</p>
      <section className="detail-section" aria-labelledby="estado-correo">
        <h2 id="estado-correo" className="detail-section__title">
          Correo (últimos 7 días)
        </h2>
        <dl className="detail-fields">
          <Field label="Enviados" value={mail.sent} />
          <Field label="Reintentando" value={mail.retrying} />
          <Field label="Abandonados" value={mail.givenUp} />
        </dl>
        {mail.failingSince ? (
          <p>El correo falla desde el {formatDateTime(mail.failingSince)}</p>
        ) : null}
        {mail.lastErrorCode ? (
          <>
            <h3 className="health-screen__subtitle">Último error</h3>
            <p>
              <code>{mail.lastErrorCode}</code>
              {mail.lastErrorAt ? `, el ${formatDateTime(mail.lastErrorAt)}` : null}
            </p>
            <p>{MAIL_FAILURE_EXPLANATIONS[mail.lastErrorCode]}</p>
          </>
        ) : (
          <p>Ningún error de envío en estos 7 días.</p>
        )}
        {mail.givenUpReceipts.length > 0 ? (
          <>
            <h3 className="health-screen__subtitle">Acuses que no llegaron</h3>
            <p>
              El sistema dejó de intentar enviar el acuse de estas solicitudes: llame a cada persona
              para confirmar que la recibimos.
            </p>
            <ul>
              {mail.givenUpReceipts.filter(isApplicationId).map((id) => (
                <li key={id}>
                  <InPageLink href={links.applicationHref(id)} follow={links.follow}>
                    {id}
                  </InPageLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className="detail-section" aria-labelledby="estado-solicitudes">
        <h2 id="estado-solicitudes" className="detail-section__title">
          Solicitudes (últimas 24 horas)
        </h2>
        <dl className="detail-fields">
          <Field label="Guardadas" value={intake.stored} />
          <Field label="Rechazadas por los límites" value={intake.refused} />
          <Field label="Marcadas para revisión" value={intake.markedForReview} />
        </dl>
        {/* Why a refusal matters to the office: a real applicant may have been told to wait. */}
        <p>
          Rechazadas: envíos que pasaron el límite por hora de una misma conexión; no se guardó
          nada. Muchas pueden ser un ataque; unas pocas, una familia o la computadora de la oficina
          que envió varias seguidas.
        </p>
      </section>
    </>
  );
}

function JobsSection({ jobs }: { jobs: JobHealth[] }) {
  return (
    <section className="detail-section" aria-labelledby="estado-tareas">
      <h2 id="estado-tareas" className="detail-section__title">
        Tareas programadas
      </h2>
      {jobs.map(({ job, heartbeat, standing }) => {
        const schedule = JOB_SCHEDULES[job];
        return (
          <section key={job} className="health-screen__job" aria-labelledby={`estado-${job}`}>
            <h3 id={`estado-${job}`} className="health-screen__subtitle">
              {schedule.label}
            </h3>
            <dl className="detail-fields">
              <Field label="Corre" value={schedule.when} />
              <Field
                label="Última vez"
                value={heartbeat ? formatDateTime(heartbeat.ranAt) : 'Nunca'}
              />
              <Field
                label="Resultado"
                value={heartbeat ? (heartbeat.outcome === 'ok' ? 'Bien' : 'Falló') : '—'}
              />
              <Field
                label="Próxima vez"
                value={heartbeat ? formatDateTime(heartbeat.nextDueAt) : '—'}
              />
              <Field label="Situación" value={STANDING_TEXT[standing]} />
            </dl>
          </section>
        );
      })}
    </section>
  );
}

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{String(value)}</dd>
    </div>
  );
}
