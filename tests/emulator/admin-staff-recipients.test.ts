import { beforeEach, describe, expect, it } from 'vitest';
import { AdminStaffRecipients } from '../../src/notifications/adapters/server/admin-staff-recipients';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import { registerAdminTestProject } from './support/admin-test-project';
import { registerAdminAuthEmulator } from './support/admin-auth-emulator';

const PASSWORD = 'una-clave-larga-1';

const env = registerAdminTestProject('staff-recipients');

let accountCount = 0;
const emulator = registerAdminAuthEmulator('staff-recipients-auth');
beforeEach(async () => {
  await env.project.admin.clear();
});

const recipients = () => new AdminStaffRecipients(env.db, emulator.auth());

interface Entry {
  role?: string;
  notices?: string;
  /** The administrator's note of the address in the entry; the e-mail goes to Auth's. */
  email?: string;
}

/** Someone with a sign-in account (this address) and this allowlist entry; returns the uid. */
async function person(email: string, entry: Entry | null): Promise<string> {
  const uid = await emulator.owner().createAccount(email, PASSWORD);
  if (entry) await env.db.collection(STAFF_COLLECTION).doc(uid).set(entry);
  return uid;
}

/** A fresh address for someone nobody should write to. */
const nobody = () => {
  accountCount += 1;
  return `nadie${accountCount}@cooperativa.example`;
};

describe('AdminStaffRecipients (emulators: the allowlist in Firestore, the addresses in Auth)', () => {
  it('sends each new application to the members who asked for it, staff and admins, in order', async () => {
    await person('zoila@cooperativa.example', { role: 'staff', notices: 'cada-solicitud' });
    await person('ana@cooperativa.example', { role: 'admin', notices: 'cada-solicitud' });
    await person(nobody(), { role: 'staff', notices: 'ninguno' });
    await person(nobody(), { role: 'admin', notices: 'ninguno' });
    await person(nobody(), { role: 'staff' });
    await person(nobody(), null);

    expect(await recipients().perApplication()).toEqual([
      'ana@cooperativa.example',
      'zoila@cooperativa.example',
    ]);
  });

  it("writes to the member's sign-in address, not the one noted in the allowlist entry", async () => {
    await person('marta.nueva@cooperativa.example', {
      role: 'staff',
      notices: 'cada-solicitud',
      email: 'marta.vieja@cooperativa.example',
    });

    expect(await recipients().perApplication()).toEqual(['marta.nueva@cooperativa.example']);
  });

  it('sends nothing to someone whose entry holds no role on the allowlist, or no role at all', async () => {
    await person('carmen@cooperativa.example', { role: 'staff', notices: 'cada-solicitud' });
    await person(nobody(), { role: 'antiguo', notices: 'cada-solicitud' });
    await person(nobody(), { role: 'Admin', notices: 'cada-solicitud' });
    await person(nobody(), { notices: 'cada-solicitud' });

    expect(await recipients().perApplication()).toEqual(['carmen@cooperativa.example']);
  });

  it('sends nothing to a disabled account, nor to an entry whose account is gone', async () => {
    await person('carmen@cooperativa.example', { role: 'staff', notices: 'cada-solicitud' });
    const disabled = await person(nobody(), { role: 'admin', notices: 'cada-solicitud' });
    await emulator.owner().disableAccount(disabled);
    await env.db
      .collection(STAFF_COLLECTION)
      .doc('cuenta-borrada')
      .set({ role: 'staff', notices: 'cada-solicitud' });

    expect(await recipients().perApplication()).toEqual(['carmen@cooperativa.example']);
  });

  it('reaches every member who asked, however many', async () => {
    const emails = Array.from(
      { length: 105 },
      (_, index) => `miembro${String(index).padStart(3, '0')}@cooperativa.example`,
    );
    for (const email of emails) await person(email, { role: 'staff', notices: 'cada-solicitud' });

    expect(await recipients().perApplication()).toEqual(emails);
  });

  it('sends the daily digest to the members who asked for it, and to nobody else', async () => {
    await person('zoila@cooperativa.example', { role: 'staff', notices: 'resumen-diario' });
    await person('ana@cooperativa.example', { role: 'admin', notices: 'resumen-diario' });
    await person('beto@cooperativa.example', { role: 'staff', notices: 'cada-solicitud' });
    await person(nobody(), { role: 'staff', notices: 'ninguno' });
    await person(nobody(), { role: 'admin' });
    await person(nobody(), null);

    expect(await recipients().dailyDigest()).toEqual([
      'ana@cooperativa.example',
      'zoila@cooperativa.example',
    ]);
    // One choice or the other: a member who asked for each application gets no digest, and back.
    expect(await recipients().perApplication()).toEqual(['beto@cooperativa.example']);
  });

  it('sends no digest off the allowlist, to a disabled account, or to an entry whose account is gone', async () => {
    await person('carmen@cooperativa.example', { role: 'staff', notices: 'resumen-diario' });
    await person(nobody(), { role: 'antiguo', notices: 'resumen-diario' });
    await person(nobody(), { notices: 'resumen-diario' });
    const disabled = await person(nobody(), { role: 'admin', notices: 'resumen-diario' });
    await emulator.owner().disableAccount(disabled);
    await env.db
      .collection(STAFF_COLLECTION)
      .doc('cuenta-borrada')
      .set({ role: 'staff', notices: 'resumen-diario' });

    expect(await recipients().dailyDigest()).toEqual(['carmen@cooperativa.example']);
  });

  it("writes the digest to the member's sign-in address, not the one noted in the entry", async () => {
    await person('marta.nueva@cooperativa.example', {
      role: 'staff',
      notices: 'resumen-diario',
      email: 'marta.vieja@cooperativa.example',
    });

    expect(await recipients().dailyDigest()).toEqual(['marta.nueva@cooperativa.example']);
  });

  it("tells the admins alone, whether or not they asked for each application's notice", async () => {
    await person('beatriz@cooperativa.example', { role: 'admin', notices: 'ninguno' });
    await person('alba@cooperativa.example', { role: 'admin' });
    await person('celia@cooperativa.example', { role: 'admin', notices: 'cada-solicitud' });
    await person('dora@cooperativa.example', { role: 'admin', notices: 'resumen-diario' });
    await person(nobody(), { role: 'staff', notices: 'cada-solicitud' });
    await person(nobody(), { role: 'staff', notices: 'resumen-diario' });
    await person(nobody(), { role: 'staff' });
    await person(nobody(), null);
    const disabled = await person(nobody(), { role: 'admin' });
    await emulator.owner().disableAccount(disabled);

    expect(await recipients().admins()).toEqual([
      'alba@cooperativa.example',
      'beatriz@cooperativa.example',
      'celia@cooperativa.example',
      'dora@cooperativa.example',
    ]);
  });
});
