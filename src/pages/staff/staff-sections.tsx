import { isAdmin, type StaffMember } from '../../access/domain/staff-member';
import type { StaffSection } from './staff-location';
import { useKeptInLine } from '../../shared/ui/use-kept-in-line';

export type { StaffSection };

export const SECTION_LABELS: Record<StaffSection, string> = {
  solicitudes: 'Solicitudes',
  charlas: 'Charlas',
  informe: 'Informe mensual',
  privacidad: 'Privacidad',
  auditoria: 'Auditoría',
  equipo: 'Equipo',
  estado: 'Estado',
  llaves: 'Mis llaves de acceso',
};

/**
 * Every member: the inbox, the information talks (seats and attendance; admins schedule them) and
 * the monthly report (counts only, which staff often prepare for the board). Admins also: the
 * privacy work only they may do, the audit log only they read, the team (Equipo) and Estado (the
 * system's health).
 */
export function sectionsFor(member: StaffMember): StaffSection[] {
  return isAdmin(member)
    ? ['solicitudes', 'charlas', 'informe', 'privacidad', 'auditoria', 'equipo', 'estado']
    : ['solicitudes', 'charlas', 'informe'];
}

/**
 * What a member may open: their menu's sections, and, for everyone (clerks have no Equipo), their
 * own passkeys, reached from «Cuenta y avisos».
 */
export function reachableBy(member: StaffMember): StaffSection[] {
  return [...sectionsFor(member), 'llaves'];
}

export function StaffSections({
  sections,
  current,
  onChange,
}: {
  sections: readonly StaffSection[];
  current: StaffSection;
  onChange: (section: StaffSection) => void;
}) {
  const line = useKeptInLine<HTMLDivElement>('[aria-current="page"]', current);
  return (
    <nav className="staff-sections" aria-label="Secciones">
      <div ref={line} className="container staff-sections__inner">
        {sections.map((section) => (
          <button
            key={section}
            type="button"
            className="staff-sections__button"
            aria-current={section === current ? 'page' : undefined}
            onClick={() => onChange(section)}
          >
            {SECTION_LABELS[section]}
          </button>
        ))}
      </div>
    </nav>
  );
}
