export type StaffSection = 'solicitudes' | 'privacidad' | 'auditoria';

const LABELS: Record<StaffSection, string> = {
  solicitudes: 'Solicitudes',
  privacidad: 'Privacidad',
  auditoria: 'Auditoría',
};

/**
 * For admins: the inbox, the privacy work only they may do, and the audit log only they read.
 * Staff see the inbox alone.
 */
export function StaffSections({
  current,
  onChange,
}: {
  current: StaffSection;
  onChange: (section: StaffSection) => void;
}) {
  return (
    <nav className="staff-sections" aria-label="Secciones">
      <div className="container staff-sections__inner">
        {(Object.keys(LABELS) as StaffSection[]).map((section) => (
          <button
            key={section}
            type="button"
            className="staff-sections__button"
            aria-current={section === current ? 'page' : undefined}
            onClick={() => onChange(section)}
          >
            {LABELS[section]}
          </button>
        ))}
      </div>
    </nav>
  );
}
