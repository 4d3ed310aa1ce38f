import 'reflect-metadata';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { AdminStaffRecipients } from '../../src/notifications/adapters/server/admin-staff-recipients';
import { NodemailerMailSender } from '../../src/notifications/adapters/server/nodemailer-mail-sender';
import { DeliverDueMail } from '../../src/notifications/application/deliver-due-mail';
import { announcementModule } from '../../src/notifications/notifications-module';
import { FirestoreNumberSpaceReadings } from '../../src/privacy/adapters/firestore/firestore-number-space-readings';
import { AdminNumberSpace } from '../../src/privacy/adapters/server/admin-number-space';
import { AdminNumberSpaceCounter } from '../../src/applications/adapters/server/admin-number-space-counter';
import { numberSpaceModule, numberSpaceUseCases } from '../../src/privacy/number-space-module';
import { CryptoRandomSource } from '../../src/shared/adapters/crypto-random-source';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { resolveUseCases } from '../../src/shared/wiring/container-module';
import { ALARM_BY_EMAIL } from '../../src/server/privacy/number-space-composition';
import { kernelModule } from '../../src/shared/wiring/kernel-module';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { HmacAddressKeys } from '../../src/submission/adapters/server/hmac-address-keys';
import { applicationIdFromNumber } from '../../src/applications/domain/application-id';
import {
  EMULATORS_PROJECT_ID,
  startAuthEmulator,
  type RunningFirebaseEmulators,
} from '../support/firebase-emulators';
import { freePort } from '../../build/free-port';
import { SmtpSink } from '../support/smtp-sink';
import { AuthEmulatorAdmin } from './support/auth-emulator-admin';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const SITE = 'https://primerpaso.coop';
const PASSWORD = 'una-clave-larga-1';
const DAY_MS = 86_400_000;
/** Past 80 % of the 9,000 numbers with the erasure records: 7,300 + 120 = 82.5 % rounded up. */
const APPLICATIONS = 7_300;
const ERASURE_RECORDS = 120;

const env = registerStaffTestProject('number-space-alert');

let emulator: RunningFirebaseEmulators;
let authApp: App;
let sink: SmtpSink;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  // Read by the Admin SDK's Auth as it calls, as on the Functions emulator.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.authHost;
  // The accounts live in the Auth emulator's project, the allowlist in this file's project.
  authApp = initializeApp({ projectId: EMULATORS_PROJECT_ID }, 'number-space-alert-auth');
  sink = new SmtpSink(await freePort());
  await sink.start();
}, 120_000);
afterAll(async () => {
  await sink?.stop();
  if (authApp) await deleteApp(authApp);
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  await emulator?.stop();
});

/** Only what the counts rely on: one document per number, minimal, 500 to a batch. */
async function fillNumbers(db: Firestore): Promise<void> {
  const documents = [
    ...Array.from({ length: APPLICATIONS }, (_, index) => {
      const id = applicationIdFromNumber(1000 + index);
      const date = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + index * 60_000);
      return { id, data: { id, date, alert: true, status: true, isAssociated: false } };
    }),
    ...Array.from({ length: ERASURE_RECORDS }, (_, index) => {
      const id = applicationIdFromNumber(1000 + APPLICATIONS + index);
      const erasedAt = Timestamp.fromMillis(Date.UTC(2026, 5, 1) + index * 60_000);
      const data = {
        id,
        erasedAt,
        erasedBy: 'admin-1',
        erasedByEmail: 'jefa@cooperativa.example',
        erasureReason: 'peticion-del-titular',
      };
      return { id, data };
    }),
  ];
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const { id, data } of documents.slice(start, start + 500))
      batch.set(db.collection(APPLICATIONS_COLLECTION).doc(id), data);
    await batch.commit();
  }
}

/**
 * The daily schedule as src/server/privacy/number-space-composition.ts composes it (the same
 * modules and adapters, on this file's emulators), and the outbox's sender towards the SMTP sink.
 */
function server(db: Firestore) {
  let now = Date.now();
  const clock = { now: () => new Date(now), nextDay: () => (now += DAY_MS) };
  const numberSpace = new AdminNumberSpace(db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ randomSource: new CryptoRandomSource(), clock }),
    announcementModule({
      outbox: new AdminOutbox(db),
      staffRecipients: new AdminStaffRecipients(db, getAuth(authApp)),
      receiptLedger: new AdminIntakeLedger(db),
      mailboxKeys: new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'),
      mailSettings: { siteUrl: SITE, intakePerHour: 0 },
    }),
    numberSpaceModule({
      numberSpaceCounter: new AdminNumberSpaceCounter(db),
      numberSpaceGauge: numberSpace,
      numberSpaceAlarm: ALARM_BY_EMAIL,
    }),
  );
  const sender = new NodemailerMailSender({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    // The sink on loopback offers no STARTTLS (it has no certificate).
    requireTls: false,
    from: 'Cooperativa Primer Paso <asociados@primerpaso.coop>',
    messageIdDomain: 'primerpaso.coop',
  });
  return {
    clock,
    ...resolveUseCases(container, numberSpaceUseCases),
    deliver: new DeliverDueMail(new AdminOutbox(db), sender, clock),
  };
}

describe('the daily number space measurement (emulators: Firestore, Auth, an SMTP server)', () => {
  it('stores the reading for the admins and e-mails each admin once as the space passes 80 %; the next run sends nothing', async () => {
    const db = env.project.adminDb();
    await env.project.admin.clear();
    const accounts = new AuthEmulatorAdmin(emulator.authHost);
    await accounts.clear();
    const admin = { email: 'jefa@cooperativa.example', uid: '' };
    admin.uid = await accounts.createAccount(admin.email, PASSWORD);
    await db.collection(STAFF_COLLECTION).doc(admin.uid).set({ role: 'admin' });
    const clerk = await accounts.createAccount('empleado@cooperativa.example', PASSWORD);
    await db.collection(STAFF_COLLECTION).doc(clerk).set({ role: 'staff', notices: 'ninguno' });
    await fillNumbers(db);
    const { clock, measureNumberSpace, deliver } = server(db);

    const first = await measureNumberSpace.execute();

    expect(first).toEqual({
      alerted: true,
      reading: {
        taken: APPLICATIONS,
        quarantined: ERASURE_RECORDS,
        free: 1_580,
        measuredAt: clock.now(),
      },
    });
    // As the admins' screen reads it, through the rules.
    await env.privileged.grant(admin.uid, 'admin', admin.email);
    expect(
      await new FirestoreNumberSpaceReadings(
        env.project.signedIn(admin),
        JAR_CALL_LIMIT_MS,
      ).latest(),
    ).toEqual(first.reading);
    expect(await deliver.execute()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    const [alert] = sink.received;
    expect(alert?.to).toMatchObject({ text: admin.email });
    expect(alert?.subject).toBe('Aviso: ya se usa el 82.5 % de los números de solicitud');
    expect(alert?.text).toContain('7,300 tienen una solicitud');
    expect(alert?.text).toContain('120 están en cuarentena');
    expect(alert?.text).toContain('1,580 están libres');

    clock.nextDay();
    const second = await measureNumberSpace.execute();

    expect(second.alerted).toBe(false);
    expect(second.reading).toMatchObject({ taken: APPLICATIONS, quarantined: ERASURE_RECORDS });
    expect(await deliver.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  }, 120_000);
});
