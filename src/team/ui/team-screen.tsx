import type { ReactNode } from 'react';
import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { InviteForm } from './invite-form';
import { TeamMemberCard } from './team-member-card';
import { useTeamList } from './use-team';

/**
 * What the staff page composes into each member's entry (their passkeys): Equipo knows nothing
 * of them. `self`: the signed-in member's own entry.
 */
export type MemberExtra = (member: { uid: string; email: string }, self: boolean) => ReactNode;

/** Equipo in a place of its own: a failure to render it leaves the rest of the page working. */
export function TeamScreen({
  wayBack,
  memberExtra,
}: {
  wayBack: WayBack;
  memberExtra?: MemberExtra;
}) {
  return (
    <StaffSection wayBack={wayBack}>
      <TeamContents memberExtra={memberExtra} />
    </StaffSection>
  );
}

/**
 * Equipo (admins): who may enter the inbox and with what role. The server makes every change and
 * records it in the audit log; this page only asks.
 */
function TeamContents({ memberExtra }: { memberExtra: MemberExtra | undefined }) {
  const me = useSignedInMember();
  const team = useTeamList();
  const admins = team.data?.filter((member) => member.active && member.role === 'admin') ?? [];

  return (
    <>
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Equipo
      </h1>
      <p>
        Quién entra en la bandeja y con qué rol. Personal ve las solicitudes, las charlas y el
        informe; administración ve además Privacidad, Auditoría, Equipo y Estado (si el sistema
        funciona, y qué hacer si no). Cada cambio queda en el registro de auditoría.
      </p>
      <section className="detail-section" aria-labelledby="equipo-personas">
        <h2 id="equipo-personas" className="detail-section__title">
          Personas
        </h2>
        {team.isPending ? <p role="status">Cargando el equipo…</p> : null}
        <FailureNotice
          failure={team.isError ? 'No pudimos cargar el equipo. Revisa tu conexión.' : null}
        />
        {team.data ? (
          <ul className="card-list">
            {team.data.map((member) => (
              <TeamMemberCard
                key={member.uid}
                member={member}
                self={member.uid === me.uid}
                onlyAdmin={admins.length === 1}
                extra={memberExtra?.(member, member.uid === me.uid)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <InviteForm />
    </>
  );
}
