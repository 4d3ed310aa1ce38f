import { isAdmin } from '../../access/domain/staff-member';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { formatDateTime } from '../../shared/ui/format-date';
import { JOB_SCHEDULES } from '../domain/scheduled-jobs';
import type { HealthWarning } from '../domain/system-health';
import { InPageLink, type HealthLinks } from './in-page-link';
import { useSystemHealth } from './use-system-health';

const warningText = (warning: HealthWarning): string =>
  warning.kind === 'correo-fallando'
    ? `El correo falla desde el ${formatDateTime(warning.since)}: los solicitantes no reciben su acuse ni la oficina sus avisos`
    : `Atrasado: «${JOB_SCHEDULES[warning.job].label}» no ha corrido cuando debía`;

/** What is wrong, one line each: on Estado, and in the inbox's banner. */
export function HealthWarnings({ warnings }: { warnings: readonly HealthWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="health-warnings">
      {warnings.map((warning) => (
        <li key={warning.kind === 'correo-fallando' ? warning.kind : warning.job}>
          {warningText(warning)}
        </li>
      ))}
    </ul>
  );
}

/**
 * On the inbox, for admins: e-mail failing for more than an hour, or a job late. It does not
 * depend on the mail server, which may be what is broken.
 */
export function HealthBanner({ links }: { links: Pick<HealthLinks, 'estadoHref' | 'follow'> }) {
  const member = useSignedInMember();
  const health = useSystemHealth();
  const warnings = health.data?.warnings ?? [];
  if (!isAdmin(member) || warnings.length === 0) return null;
  return (
    <div className="container health-banner">
      <div role="alert" className="notice notice--error">
        <p className="notice__title">El sistema necesita atención</p>
        <HealthWarnings warnings={warnings} />
        <p>
          <InPageLink href={links.estadoHref} follow={links.follow}>
            Ver Estado
          </InPageLink>
        </p>
      </div>
    </div>
  );
}
