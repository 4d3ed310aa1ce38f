import { focusOnMount } from '../../shared/ui/focus-on-mount';
import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { MyPasskeys } from './my-passkeys';

/**
 * Mis llaves de acceso, a view of its own that every member reaches from «Cuenta y avisos»: a
 * clerk has no Equipo, where an admin also finds their keys.
 */
export function MyPasskeysScreen({ uid, wayBack }: { uid: string; wayBack: WayBack }) {
  return (
    <StaffSection wayBack={wayBack} className="my-passkeys-screen">
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Mis llaves de acceso
      </h1>
      <p>
        Con una llave de acceso entras a la bandeja después de tu contraseña. Ten al menos dos (por
        ejemplo, esta computadora y tu teléfono): si pierdes una, entras con la otra.
      </p>
      <MyPasskeys uid={uid} level={2} />
    </StaffSection>
  );
}
