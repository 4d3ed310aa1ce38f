import type { SignedInUser } from '../../access/domain/staff-member';
import type { TeamAccounts, TeamAuditTrail } from '../domain/team-accounts';
import { MAX_TEAM_SIZE, normalizedEmail, type TeamMember } from '../domain/team-member';

/** Who the audit log says made the first admin: the maintainer, from their own terminal. */
export const FIRST_ADMIN_CALLER: SignedInUser = {
  uid: 'first-admin',
  email: 'npm run first-admin',
};

export type FirstAdminOutcome =
  | { kind: 'created'; member: TeamMember; link: string }
  | { kind: 'invalid-email' }
  /** Someone already runs Equipo: new admins are invited there, by a named admin. */
  | { kind: 'admins-exist'; admins: string[] };

/**
 * `npm run first-admin`: the first admin, made with the maintainer's own credentials (or on the
 * emulators), before anyone can sign in to Equipo. It refuses once an active admin exists unless
 * forced (an office whose only admin left): each change after the first is Equipo's, with its
 * author in the audit log. A team member's account is reused; one made outside the team is
 * replaced (TeamAccounts.accountFor); the link sets its password.
 */
export class CreateFirstAdmin {
  constructor(
    private readonly accounts: TeamAccounts,
    private readonly audit: TeamAuditTrail,
  ) {}

  async execute(text: string, options: { force: boolean }): Promise<FirstAdminOutcome> {
    const email = normalizedEmail(text);
    if (email === null) return { kind: 'invalid-email' };
    const admins = (await this.accounts.list(MAX_TEAM_SIZE)).filter(
      (member) => member.active && member.role === 'admin',
    );
    if (admins.length > 0 && !options.force)
      return { kind: 'admins-exist', admins: admins.map((admin) => admin.email) };
    const { uid } = await this.accounts.accountFor(email);
    await this.accounts.save({ uid, email, role: 'admin', active: true });
    const member = await this.accounts.memberOf(uid);
    if (!member) throw new Error('The first admin was not saved');
    await this.audit.record(
      { change: 'invitacion', member: { uid, email }, role: 'admin' },
      FIRST_ADMIN_CALLER,
    );
    return { kind: 'created', member, link: await this.accounts.passwordLinkFor(email) };
  }
}

/**
 * What `npm run first-admin` prints once the first admin is made: the password's link, then how
 * they add their passkey, since the inbox opens to nobody without one (firestore.rules) and no
 * admin exists yet to explain it. In the script's own voice (usted).
 */
export function firstAdminCreatedMessage(email: string, link: string): string {
  return [
    `${email} tiene el rol de administración.`,
    'Enlace para elegir la contraseña (sirve una vez; no lo comparta):',
    link,
    '',
    'Después, para entrar por primera vez y añadir su llave de acceso:',
    '1. Elija su contraseña con el enlace de arriba.',
    '2. Abra /personal/ en la dirección del sitio (por ejemplo https://solicitudes.su-cooperativa.org/personal/)',
    '   y entre con su correo y esa contraseña.',
    '3. La página le pide en seguida crear su llave de acceso: en esta computadora, en su teléfono',
    '   (el navegador muestra un código QR para escanearlo con él) o en una llave de seguridad.',
    '4. La bandeja se abre solo después. Desde entonces cada entrada pide la contraseña y la llave.',
  ].join('\n');
}
