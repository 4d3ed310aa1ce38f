import { firstAdminCreatedMessage } from '../src/team/application/create-first-admin';
import { makeFirstAdmin } from './make-first-admin';

/**
 * `npm run first-admin -- correo@cooperativa [--force]`, once per project: the first admin, with
 * the Admin SDK as the maintainer (GOOGLE_CLOUD_PROJECT and Application Default Credentials), or
 * on the emulators (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, both). Prints the
 * link that sets the password; every admin after the first is invited in Equipo. It refuses when
 * an admin exists: --force only for an office whose only admin is gone.
 */
const args = process.argv.slice(2);
const force = args.includes('--force');
const [email, ...extra] = args.filter((arg) => arg !== '--force' && arg !== '--');

async function main(): Promise<number> {
  if (!email || extra.length > 0) {
    console.error('Uso: npm run first-admin -- correo@cooperativa [--force]');
    return 2;
  }
  const outcome = await makeFirstAdmin(email, { force }, () =>
    console.warn(
      [
        'No se pudo leer si el registro libre de cuentas está cerrado (hace falta permiso para leer',
        'la configuración de Authentication). Compruébelo como dice docs/deploying.md, paso 5.',
      ].join('\n'),
    ),
  );
  switch (outcome.kind) {
    case 'sign-up-open':
      console.error(
        [
          'El registro libre de cuentas sigue abierto: cualquiera puede crear una cuenta con el',
          'correo que va a invitar. Ciérrelo antes (Authentication > Settings > User actions,',
          'desmarque «Enable create (sign-up)»; docs/deploying.md, paso 5) y repita.',
        ].join('\n'),
      );
      return 1;
    case 'invalid-email':
      console.error('Ese correo no es válido.');
      return 1;
    case 'admins-exist':
      console.error(
        [
          `Ya hay administración en este proyecto: ${outcome.admins.join(', ')}.`,
          'Invite a más personas desde Equipo, en la bandeja. Si nadie de administración puede',
          'entrar (dejó la cooperativa), repita con --force: queda en el registro de auditoría.',
        ].join('\n'),
      );
      return 1;
    case 'created':
      console.info(firstAdminCreatedMessage(outcome.member.email, outcome.link));
      return 0;
  }
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : 'Error');
    process.exitCode = 1;
  });
