import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildServer } from '../build/build-server';
import { SERVER_BUILD_DIR } from '../build/firebase-config';
import { buildSite } from '../build/build-site';
import { DEMO_ACCOUNTS, demoInbox } from '../src/pages/staff/demo/demo-inbox-data';
import type { NoticePreference } from '../src/access/domain/notice-preference';
import { FUNCTION_NAMES, SERVER_REGION } from '../src/server/server-region';
import { AuthEmulatorAdmin } from '../tests/emulator/support/auth-emulator-admin';
import { startFirestoreEmulator } from '../tests/emulator/support/firestore-emulator';
import { exportMetadataFile } from '../tests/emulator/support/firestore-export';
import { PrivilegedFirestore } from '../tests/emulator/support/privileged-firestore';
import { EMULATORS_PROJECT_ID, startFirebaseEmulators } from '../tests/support/firebase-emulators';
import { registerFirestoreTriggers } from '../tests/support/firestore-triggers';
import { SmtpSink } from '../tests/support/smtp-sink';
import { makeFirstAdmin } from './make-first-admin';

/**
 * `npm run stack [-- --seed]`: the whole product on this machine, as deployed, on Firebase's own
 * ports: the site built for Firestore, served by the Hosting emulator with its production headers
 * and the /api rewrite; the server's functions; Google's Firestore jar with the project's rules;
 * the Auth emulator; and an SMTP sink that writes every e-mail into MAIL_DIR as an .eml file.
 * Ctrl-C stops everything.
 */
const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, smtp: 2525 };
const HOST = '127.0.0.1';
/**
 * The address the site is opened at. A passkey's relying party is a host name, never an IP
 * address, so the site is localhost (which reaches the Hosting emulator on 127.0.0.1) and the
 * passkeys function pins its relying party and origin to it through SITE_URL.
 */
const SITE = `http://localhost:${PORTS.hosting}`;
const stackDir = resolve('.stack');
const mailDir = resolve(process.env.MAIL_DIR ?? join(stackDir, 'mail'));
const seed = process.argv.includes('--seed');
/**
 * `--import DIR`: Firestore starts from an export in DIR (the jar's export endpoint, or
 * firebase-tools' emulators:export), the restore drill of docs/deploying.md (Backups and a restore drill).
 */
const importIndex = process.argv.indexOf('--import');
const importDir = importIndex === -1 ? undefined : process.argv[importIndex + 1];

function portTaken(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => done(socket.destroy() === undefined));
    socket.once('error', () => done(false));
  });
}

async function requireFreePorts() {
  for (const [name, port] of Object.entries(PORTS)) {
    if (await portTaken(port))
      throw new Error(`Port ${port} (${name}) is in use: stop whatever runs there and try again.`);
  }
}

async function writeServerSettings(serverDir: string) {
  const settings = [
    `SITE_URL=${SITE}`,
    'MAIL_FROM=Cooperativa Primer Paso <asociados@primerpaso.test>',
    `SMTP_HOST=${HOST}`,
    `SMTP_PORT=${PORTS.smtp}`,
    // Locally the browser's connection reaches the function directly: its peer is the sender.
    'INTAKE_FORWARDED_HOPS=0',
    // App Check does not run against the emulators.
    'INTAKE_REQUIRE_APP_CHECK=false',
    // The local sink offers no STARTTLS (it has no certificate).
    'SMTP_REQUIRE_TLS=false',
  ];
  await writeFile(join(serverDir, '.env.local'), `${settings.join('\n')}\n`);
  // A fresh key each run: the addresses counted locally are forgotten with it.
  const secrets = [
    'SMTP_PASSWORD=sin-uso',
    `ADDRESS_KEY_SECRET=${randomBytes(32).toString('hex')}`,
  ];
  await writeFile(join(serverDir, '.secret.local'), `${secrets.join('\n')}\n`);
}

/**
 * The demo's admin, made as an office makes its first one (`npm run first-admin`: the account,
 * its Staff entry and the audit log's record), who then follows the printed link to choose the
 * password and opts in to notices through the team function, as the page does; and the demo
 * inbox's applications.
 */
async function seedDemo() {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin) throw new Error('The demo data has no admin account');
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  // The Admin SDK's auth library never probes a cloud metadata server from here.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const outcome = await makeFirstAdmin(admin.email, { force: false });
  if (outcome.kind !== 'created') throw new Error(`npm run first-admin: ${outcome.kind}`);
  const auth = new AuthEmulatorAdmin(`${HOST}:${PORTS.auth}`, EMULATORS_PROJECT_ID);
  await auth.setPasswordWithLink(outcome.link, admin.password);
  await chooseNotices(await auth.signIn(admin.email, admin.password), 'cada-solicitud');
  const owner = new PrivilegedFirestore(EMULATORS_PROJECT_ID, `${HOST}:${PORTS.firestore}`);
  try {
    await owner.seed(demoInbox(new Date()).records);
  } finally {
    await owner.close();
  }
  return admin;
}

/** A member's own choice of notices, through the team function as the signed-in member. */
async function chooseNotices(idToken: string, notices: NoticePreference) {
  const url = `http://${HOST}:${PORTS.functions}/${EMULATORS_PROJECT_ID}/${SERVER_REGION}/${FUNCTION_NAMES.team}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { action: 'choose-notices', notices } }),
  });
  const answer = (await response.json()) as { result?: { ok?: boolean } };
  if (!response.ok || answer.result?.ok !== true)
    throw new Error(`The team function refused the notices: ${JSON.stringify(answer)}`);
}

async function main() {
  await requireFreePorts();
  const siteDir = join(stackDir, 'site');
  const tmpDir = join(stackDir, 'tmp');
  await Promise.all([mkdir(mailDir, { recursive: true }), mkdir(tmpDir, { recursive: true })]);

  console.info('Construyendo el sitio (Firestore) y el servidor…');
  await buildSite(join(siteDir, 'dist'), {
    VITE_STORAGE: 'firestore',
    VITE_FIREBASE_PROJECT_ID: EMULATORS_PROJECT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    VITE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  });
  const serverDir = join(siteDir, SERVER_BUILD_DIR);
  await buildServer(serverDir);
  await writeServerSettings(serverDir);

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(0)));
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(0)));
  try {
    console.info('Arrancando Firestore, Auth, Functions, Hosting y el correo…');
    const firestore = await startFirestoreEmulator('firestore.rules', {
      port: PORTS.firestore,
      functionsEmulator: `${HOST}:${PORTS.functions}`,
      ...(importDir ? { seedFromExport: exportMetadataFile(importDir) } : {}),
    });
    stops.push(() => firestore.stop());
    const sink = new SmtpSink(PORTS.smtp, mailDir);
    await sink.start();
    stops.push(() => sink.stop());
    const emulators = await startFirebaseEmulators(
      siteDir,
      ['auth', 'functions', 'hosting'],
      { hosting: PORTS.hosting, auth: PORTS.auth, functions: PORTS.functions },
      { firestoreHost: firestore.host, tmpDir },
    );
    stops.push(() => emulators.stop());
    await registerFirestoreTriggers(firestore.host, EMULATORS_PROJECT_ID);
    const seeded = seed ? await seedDemo() : undefined;

    console.info(
      [
        '',
        `Sitio:       ${SITE}/`,
        `Personal:    ${SITE}/personal/`,
        `Functions:   ${emulators.functionsUrl}`,
        `Firestore:   http://${firestore.host}`,
        `Auth:        http://${emulators.authHost}`,
        `Correo SMTP: ${HOST}:${PORTS.smtp}, cada mensaje en ${mailDir}`,
        ...(seeded
          ? [`Cuenta admin: ${seeded.email} / ${seeded.password} (avisos de cada solicitud)`]
          : [
              'Sin datos: npm run stack -- --seed agrega una cuenta admin y solicitudes de ejemplo.',
            ]),
        '',
        'Ctrl-C lo detiene todo.',
      ].join('\n'),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
}

await main();
