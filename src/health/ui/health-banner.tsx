import { isAdmin } from '../../access/domain/staff-member';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { actNowConcerns } from '../domain/health-verdict';
import { VERDICT_HEADLINES } from './health-verdict-words';
import { HealthConcerns } from './health-verdict';
import { InPageLink } from '../../shared/ui/in-page-link';
import type { HealthLinks } from './health-links';
import { useSystemHealth } from './use-system-health';

/**
 * On the inbox, for admins, when Estado's verdict is "act now" (e-mail failing for more than an
 * hour, or a job late): its headline and those concerns, in Estado's words, from the same read.
 * It does not depend on the mail server, which may be what is broken.
 */
export function HealthBanner({ links }: { links: HealthLinks }) {
  const member = useSignedInMember();
  const health = useSystemHealth();
  const verdict = health.data?.verdict;
  if (!isAdmin(member) || verdict?.level !== 'actuar') return null;
  return (
    <div className="container health-banner">
      <div role="alert" className="notice notice--error">
        <p className="notice__title">{VERDICT_HEADLINES.actuar}</p>
        <HealthConcerns concerns={actNowConcerns(verdict)} links={links} />
        <p>
          <InPageLink href={links.estadoHref} onFollow={() => links.follow(links.estadoHref)}>
            Ver Estado
          </InPageLink>
        </p>
      </div>
    </div>
  );
}
