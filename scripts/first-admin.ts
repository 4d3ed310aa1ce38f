import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { CreateFirstAdmin } from '../src/team/application/create-first-admin';
import { AdminTeamAccounts } from '../src/team/adapters/server/admin-team-accounts';
import { AdminTeamAuditTrail } from '../src/team/adapters/server/admin-team-audit-trail';
import { EMULATORS_PROJECT_ID } from '../tests/support/firebase-emulators';

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

function projectId(): string {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // One emulator and one real service would put the allowlist and the accounts apart.
  if (Boolean(firestore) !== Boolean(auth))
    throw new Error(
      'Define FIRESTORE_EMULATOR_HOST y FIREBASE_AUTH_EMULATOR_HOST juntos, o ninguno de los dos.',
    );
  const project = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (project) return project;
  if (firestore) return EMULATORS_PROJECT_ID;
  throw new Error('Define GOOGLE_CLOUD_PROJECT con el id del proyecto de Firebase.');
}

async function main(): Promise<number> {
  if (!email || extra.length > 0) {
    console.error('Uso: npm run first-admin -- correo@cooperativa [--force]');
    return 2;
  }
  const app = initializeApp({ projectId: projectId() });
  const db = getFirestore(app);
  const firstAdmin = new CreateFirstAdmin(
    new AdminTeamAccounts(db, getAuth(app)),
    new AdminTeamAuditTrail(db),
  );
  const outcome = await firstAdmin.execute(email, { force });
  switch (outcome.kind) {
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
      console.info(
        [
          `${outcome.member.email} tiene el rol de administración.`,
          'Enlace para elegir la contraseña (sirve una vez; no lo comparta):',
          outcome.link,
        ].join('\n'),
      );
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
