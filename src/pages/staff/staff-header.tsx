import type { StaffMember, StaffRole } from '../../access/domain/staff-member';
import { NoticePreferenceChoice } from '../../access/ui/notices/notice-preference-choice';
import { cooperative } from '../../shared/content/cooperative';
import { InPageLink } from '../../shared/ui/in-page-link';
import { PAGE_TITLE } from '../../shared/ui/use-page-title';
import { AccountMenu } from './account-menu';

const ROLE_LABELS: Record<StaffRole, string> = { staff: 'personal', admin: 'administración' };

interface StaffHeaderProps {
  member: StaffMember;
  onSignOut: () => void;
  signingOut: boolean;
  signOutFailed: boolean;
  /** The member's own passkeys (Mis llaves de acceso), a view every member reaches from here. */
  keysLink: { href: string; follow: () => void };
}

export function StaffHeader({
  member,
  onSignOut,
  signingOut,
  signOutFailed,
  keysLink,
}: StaffHeaderProps) {
  return (
    <header className="staff-header">
      <div className="container staff-header__inner">
        <p className="staff-header__brand">
          {cooperative.shortName} <span className="staff-header__app">· {PAGE_TITLE}</span>
        </p>
        <div className="staff-header__session">
          <AccountMenu>
            <p className="staff-header__who">
              <span className="visually-hidden">Sesión de </span>
              {member.email}{' '}
              <span className="staff-header__role">({ROLE_LABELS[member.role]})</span>
            </p>
            <NoticePreferenceChoice />
            <InPageLink
              className="staff-header__link"
              href={keysLink.href}
              onFollow={keysLink.follow}
            >
              Mis llaves de acceso
            </InPageLink>
          </AccountMenu>
          <button
            type="button"
            className="button button--small"
            onClick={onSignOut}
            disabled={signingOut}
          >
            {signingOut ? 'Cerrando sesión…' : 'Cerrar sesión'}
          </button>
        </div>
        {signOutFailed ? (
          <p role="alert" className="staff-header__error">
            No pudimos cerrar la sesión. Intenta de nuevo.
          </p>
        ) : null}
      </div>
    </header>
  );
}
