import { useRef, useState, type ReactNode } from 'react';
import { ConfirmPrompt } from '../../shared/ui/confirm-prompt';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { formatDateTime } from '../../shared/ui/format-date';
import type { TeamMember } from '../domain/team-member';
import { NOTICE_LABELS, ROLE_LABELS, teamFailureText } from './team-messages';
import { useChangeMember, type MemberChange } from './use-team';

/** Moves focus to a confirmation's first button as it appears (one function for every render). */
function focusFirstButton(element: HTMLElement | null): void {
  element?.querySelector('button')?.focus();
}

const otherRole = (member: TeamMember) => (member.role === 'admin' ? 'staff' : 'admin');

function question(member: TeamMember, change: MemberChange): string {
  switch (change.kind) {
    case 'role':
      return change.role === 'admin'
        ? `${member.email} pasará a administración: verá Privacidad, Auditoría, Equipo y Estado, y podrá cambiar el equipo.`
        : `${member.email} pasará a personal: dejará de ver Privacidad, Auditoría, Equipo y Estado.`;
    case 'remove':
      return `${member.email} dejará de entrar en la bandeja; si la tiene abierta, se cierra en el acto. Podrás devolverle el acceso.`;
    case 'restore':
      return `${member.email} podrá entrar otra vez en la bandeja, con el rol de ${ROLE_LABELS[member.role].toLowerCase()}.`;
  }
}

const CONFIRM_LABELS = {
  role: 'Sí, cambiar el rol',
  remove: 'Sí, quitar el acceso',
  restore: 'Sí, devolver el acceso',
};

const DONE_TEXTS = {
  role: 'Rol cambiado.',
  remove: 'Acceso quitado: su sesión se cerró.',
  restore: 'Acceso devuelto.',
};

/**
 * One person on the team and what an admin may change of them, each after a confirmation. Their
 * own entry offers no change: nobody demotes or locks out themselves (the server refuses it too).
 */
export function TeamMemberCard({
  member,
  self,
  onlyAdmin,
  extra,
}: {
  member: TeamMember;
  self: boolean;
  onlyAdmin: boolean;
  /** What the staff page adds to the entry (the member's passkeys). */
  extra?: ReactNode;
}) {
  const change = useChangeMember();
  const [confirming, setConfirming] = useState<MemberChange | null>(null);
  const roleButton = useRef<HTMLButtonElement>(null);
  const accessButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `equipo-${member.uid}`;
  const questionId = `${headingId}-pregunta`;

  const cancel = () => {
    const opener = confirming?.kind === 'role' ? roleButton : accessButton;
    setConfirming(null);
    opener.current?.focus();
  };
  const confirm = (asked: MemberChange) => {
    setConfirming(null);
    change.mutate(asked, { onSettled: () => heading.current?.focus() });
  };

  return (
    <li className="card-list__item team-member" aria-labelledby={headingId}>
      <h3 id={headingId} className="team-member__email" tabIndex={-1} ref={heading}>
        {member.email}
        {self ? ' (tú)' : ''}
      </h3>
      <dl className="team-member__facts">
        <div>
          <dt>Rol</dt>
          <dd>{ROLE_LABELS[member.role]}</dd>
        </div>
        <div>
          <dt>Avisos por correo</dt>
          <dd>{NOTICE_LABELS[member.notices]}</dd>
        </div>
        <div>
          <dt>Último ingreso</dt>
          <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Todavía no entró'}</dd>
        </div>
        <div>
          <dt>Acceso</dt>
          <dd>{member.active ? 'Activo' : 'Sin acceso'}</dd>
        </div>
      </dl>
      {extra}
      {self ? (
        <p className="team-member__note">
          Es tu cuenta: nadie puede quitarse el acceso ni cambiar su propio rol.
          {onlyAdmin
            ? ' Eres la única persona de administración: antes de dejar el puesto, da el rol de administración a otra persona.'
            : ' Otra persona de administración puede hacerlo.'}
        </p>
      ) : (
        <div className="team-member__actions">
          {member.active ? (
            <button
              ref={roleButton}
              type="button"
              className="button button--secondary"
              aria-describedby={headingId}
              disabled={change.isPending}
              onClick={() =>
                setConfirming({ kind: 'role', uid: member.uid, role: otherRole(member) })
              }
            >
              Cambiar rol
            </button>
          ) : null}
          <button
            ref={accessButton}
            type="button"
            className={`button ${member.active ? 'button--destructive' : 'button--secondary'}`}
            aria-describedby={headingId}
            disabled={change.isPending}
            onClick={() =>
              setConfirming(
                member.active
                  ? { kind: 'remove', uid: member.uid }
                  : { kind: 'restore', uid: member.uid },
              )
            }
          >
            {member.active ? 'Quitar acceso' : 'Devolver acceso'}
          </button>
        </div>
      )}
      {confirming ? (
        <div ref={focusFirstButton}>
          <ConfirmPrompt
            confirmLabel={CONFIRM_LABELS[confirming.kind]}
            tone={confirming.kind === 'remove' ? 'danger' : 'primary'}
            onConfirm={() => confirm(confirming)}
            onCancel={cancel}
            describedBy={questionId}
          >
            <span id={questionId}>{question(member, confirming)}</span>
          </ConfirmPrompt>
        </div>
      ) : null}
      <p role="status" className="detail-outcome">
        {change.isPending ? 'Guardando…' : null}
        {change.isSuccess ? DONE_TEXTS[change.variables.kind] : null}
      </p>
      <FailureNotice failure={teamFailureText(change.error)} />
    </li>
  );
}
