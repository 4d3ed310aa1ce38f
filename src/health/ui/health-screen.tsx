import type { ReactNode } from 'react';
import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { formatDateTime } from '../../shared/ui/format-date';
import type { JobStanding } from '../domain/heartbeat';
import type { HealthView } from '../domain/health-view';
import { JOB_SCHEDULES } from '../domain/scheduled-jobs';
import type { SelfSignUpState, SignInSetup } from '../domain/sign-in-setup';
import type { JobHealth } from '../domain/system-health';
import { HealthVerdictBox } from './health-verdict';
import { InPageLink } from '../../shared/ui/in-page-link';
import type { HealthLinks } from './health-links';
import { MAIL_FAILURE_EXPLANATIONS, MAIL_FAILURE_NAMES } from './mail-failure-explanations';
import { useSystemHealth } from './use-system-health';

/** Self sign-up: in the group's one-line gist, then in full. */
const SELF_SIGN_UP_TEXT: Record<SelfSignUpState, { gist: string; full: string }> = {
  closed: { gist: 'cerrado', full: 'Cerrado: solo tiene cuenta quien la oficina invita' },
  open: { gist: 'abierto', full: 'Abierto: cualquiera puede crear una cuenta' },
  unknown: { gist: 'sin leer', full: 'No se pudo leer' },
  'not-applicable': { gist: 'no aplica', full: 'No aplica en los emuladores' },
};

const STANDING_TEXT: Record<JobStanding, string> = {
  'al-dia': 'Al día',
  atrasada: 'Atrasada: no ha corrido cuando debía',
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
 * Admins only: first the verdict (whether to act, and how), then the figures behind it, each
 * group folded under a one-line gist so that a phone shows the verdict without scrolling. Counts
 * and codes only: never a message's content.
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
          <HealthVerdictBox
            verdict={data.verdict}
            // No full stop: the time ends in "a. m." already.
            measured={data.view ? `Medido el ${formatDateTime(data.view.measuredAt)}` : null}
            links={links}
          />
          {data.view ? <MeasuredView view={data.view} /> : null}
          {data.view?.signIn ? <SignInSection setup={data.view.signIn} /> : null}
          <JobsSection jobs={data.jobs} />
        </>
      ) : null}
      <p className="health-screen__more">
        Números de solicitud:{' '}
        <InPageLink href={links.privacyHref} onFollow={() => links.follow(links.privacyHref)}>
          Ver el medidor de números en Privacidad
        </InPageLink>
      </p>
    </>
  );
}

/**
 * A group of figures, folded: its title and gist on one line, opened for the rest. The section
 * is named by its title whether open or not.
 */
function Folded({
  id,
  title,
  gist,
  children,
}: {
  id: string;
  title: string;
  gist: string;
  children: ReactNode;
}) {
  return (
    <section className="health-group" aria-labelledby={id}>
      <details className="health-group__details">
        <summary className="health-group__summary">
          <h2 id={id} className="health-group__title">
            {title}
          </h2>
          <span className="health-group__gist">{gist}</span>
        </summary>
        <div className="health-group__body">{children}</div>
      </details>
    </section>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function MeasuredView({ view }: { view: HealthView }) {
  const { mail, intake } = view;
  return (
    <>
      <Folded
        id="estado-correo"
        title="Correo (últimos 7 días)"
        gist={[
          plural(mail.sent, 'enviado', 'enviados'),
          `${mail.retrying} en espera de otro intento`,
          plural(mail.givenUp, 'no entregado', 'no entregados'),
        ].join(' · ')}
      >
        <dl className="detail-fields health-figures">
          <Field label="Enviados" value={mail.sent} />
          <Field label="En espera de otro intento" value={mail.retrying} />
          <Field label="No entregados (el sistema dejó de intentarlo)" value={mail.givenUp} />
        </dl>
        {mail.lastErrorCode ? (
          <>
            <h3 className="health-screen__subtitle">Último error</h3>
            <p>
              {mail.lastErrorAt ? `El ${formatDateTime(mail.lastErrorAt)}: ` : null}
              {MAIL_FAILURE_NAMES[mail.lastErrorCode]}.
            </p>
            <p>{MAIL_FAILURE_EXPLANATIONS[mail.lastErrorCode]}</p>
            {/* For the maintainer: the logs and the alerts are searched by this code. */}
            <p className="health-screen__code">
              Código para quien mantiene el sistema: <code>{mail.lastErrorCode}</code>
            </p>
          </>
        ) : (
          <p>Ningún error de envío en estos 7 días.</p>
        )}
      </Folded>
      <Folded
        id="estado-solicitudes"
        title="Solicitudes (últimas 24 horas)"
        gist={[
          plural(intake.stored, 'guardada', 'guardadas'),
          plural(intake.refused, 'rechazada', 'rechazadas'),
          `${intake.markedForReview} para revisión`,
        ].join(' · ')}
      >
        <dl className="detail-fields health-figures">
          <Field label="Guardadas" value={intake.stored} />
          <Field label="Rechazadas por los límites" value={intake.refused} />
          <Field label="Marcadas para revisión" value={intake.markedForReview} />
          <Field label="Rechazadas por el límite de un relevo" value={intake.refusedByRelay} />
        </dl>
        {intake.refusedByRelay > 0 ? (
          // Everyone behind one CDN node shares a relay's budget: this is an outage for them.
          <p role="status">
            Se agotó el límite por hora de un relevo: mientras duró, nadie que llegara por ese mismo
            nodo de la red pudo enviar su solicitud. Si se repite, avisa a quien mantiene el
            sistema: la guía de despliegue dice qué revisar.
          </p>
        ) : null}
        {/* Why a refusal matters to the office: a real applicant may have been told to wait. */}
        <p>
          Rechazadas: envíos que pasaron el límite por hora de una misma conexión; no se guardó
          nada. Muchas pueden ser un ataque; unas pocas, una familia o la computadora de la oficina
          que envió varias seguidas.
        </p>
      </Folded>
    </>
  );
}

/** What staff's sign-in needs of the deployment; when one is wrong, the verdict says what to do. */
function SignInSection({ setup }: { setup: SignInSetup }) {
  const sessions = setup.canSignSessions
    ? 'Sí: el servidor firma la sesión con llave'
    : 'No: el servidor no puede firmarla';
  return (
    <Folded
      id="estado-entrada"
      title="Entrada del personal"
      gist={[
        setup.canSignSessions ? 'Llave de acceso: funciona' : 'Llave de acceso: no funciona',
        `Registro libre: ${SELF_SIGN_UP_TEXT[setup.selfSignUp].gist}`,
      ].join(' · ')}
    >
      <dl className="detail-fields health-figures">
        <Field label="Sesión con llave de acceso" value={sessions} />
        <Field label="Registro libre de cuentas" value={SELF_SIGN_UP_TEXT[setup.selfSignUp].full} />
      </dl>
    </Folded>
  );
}

function jobsGist(jobs: readonly JobHealth[]): string {
  const count = (standing: JobStanding) => jobs.filter((job) => job.standing === standing).length;
  const late = count('atrasada');
  const failed = jobs.filter(
    ({ heartbeat, standing }) => standing !== 'atrasada' && heartbeat?.outcome === 'failed',
  ).length;
  return [
    late > 0 ? plural(late, 'atrasada', 'atrasadas') : null,
    failed > 0 ? plural(failed, 'falló la última vez', 'fallaron la última vez') : null,
    `${count('al-dia')} al día`,
    count('sin-registro') > 0 ? `${count('sin-registro')} sin registro todavía` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function JobsSection({ jobs }: { jobs: JobHealth[] }) {
  return (
    <Folded id="estado-tareas" title="Tareas programadas" gist={jobsGist(jobs)}>
      {jobs.map(({ job, heartbeat, standing }) => {
        const schedule = JOB_SCHEDULES[job];
        return (
          <section key={job} className="health-screen__job" aria-labelledby={`estado-${job}`}>
            <h3 id={`estado-${job}`} className="health-screen__subtitle">
              {schedule.label}
            </h3>
            <dl className="health-figures health-figures--compact">
              <Field label="Situación" value={STANDING_TEXT[standing]} />
              <Field label="Corre" value={schedule.when} />
              <Field
                label="Última vez"
                value={
                  heartbeat
                    ? `${formatDateTime(heartbeat.ranAt)} (${heartbeat.outcome === 'ok' ? 'bien' : 'falló'})`
                    : 'Nunca'
                }
              />
              <Field
                label="Próxima vez"
                value={heartbeat ? formatDateTime(heartbeat.nextDueAt) : '—'}
              />
            </dl>
          </section>
        );
      })}
    </Folded>
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
