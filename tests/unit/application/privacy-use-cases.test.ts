import { describe, expect, it } from 'vitest';
import { EraseApplication } from '../../../src/privacy/application/erase-application';
import { ExportPersonalData } from '../../../src/privacy/application/export-personal-data';
import { FindPersonApplications } from '../../../src/privacy/application/find-person-applications';
import { PurgeExpiredApplications } from '../../../src/privacy/application/purge-expired-applications';
import { RectifyApplication } from '../../../src/privacy/application/rectify-application';
import { LookUpErasedNumber } from '../../../src/privacy/application/look-up-erased-number';
import { ReadNumberSpace } from '../../../src/privacy/application/read-number-space';
import { InMemoryNumberSpaceGauge } from '../../../src/privacy/adapters/memory/in-memory-number-space-gauge';
import type { ApplicantDataStore } from '../../../src/applications/domain/applicant-data-store';
import {
  AdminOnlyError,
  ErasureNotConfirmedError,
  InvalidRectificationError,
} from '../../../src/privacy/domain/privacy-errors';
import { INVALID_DUI } from '../../../src/submission/domain/rules/validation-messages';
import type { StaffMember } from '../../../src/access/domain/staff-member';
import { UnrecognisedSearchError } from '../../../src/inbox/domain/inbox-errors';
import {
  applicationRecord,
  arrivingNow,
  hoursAgo,
} from '../../support/application-record-fixtures';
import { ADMIN, CLERK, inboxWith } from '../../support/staff-fixtures';
import { InMemoryApplicantDataStore } from '../../../src/applications/adapters/memory/in-memory-applicant-data-store';

const admin: StaffMember = { ...ADMIN, role: 'admin' };
const clerk: StaffMember = { ...CLERK, role: 'staff' };
/** 2026-03-14 15:00 UTC, the fixtures' "now". */
const NOW = { now: () => new Date('2026-03-14T15:00:00Z') };
const HOURS_PER_YEAR = 24 * 366;

function world() {
  const inbox = inboxWith(
    applicationRecord('SOL1000', hoursAgo(2), { stage: 'en-tramite', dui: '01234567-8' }),
    applicationRecord('SOL1001', hoursAgo(1), { stage: 'cerrada', dui: '01234567-8' }),
    applicationRecord('SOL1002', hoursAgo(3)),
    applicationRecord('SOL2000', hoursAgo(HOURS_PER_YEAR), { stage: 'cerrada' }),
    applicationRecord('SOL2001', hoursAgo(HOURS_PER_YEAR + 1)),
    applicationRecord('SOL2002', hoursAgo(HOURS_PER_YEAR + 2), { stage: 'asociada' }),
    applicationRecord('SOL2003', hoursAgo(24 * 300), { stage: 'en-tramite' }),
  );
  return { inbox, store: new InMemoryApplicantDataStore(inbox.store) };
}

describe('the privacy use cases', () => {
  it('are for admins only: staff are refused before storage is asked', async () => {
    const { inbox, store } = world();
    const record = applicationRecord('SOL1000', hoursAgo(2), { stage: 'en-tramite' });
    const refusals = [
      new FindPersonApplications(inbox, store).execute('01234567-8', clerk),
      new ExportPersonalData(store, NOW, 'Coop').execute([record], clerk),
      new RectifyApplication(store).execute(
        { application: record, field: 'phone', value: '2222-3333' },
        clerk,
      ),
      new EraseApplication(store).execute({ id: 'SOL1000', confirmation: 'SOL1000' }, clerk),
      new PurgeExpiredApplications(store, NOW, 12, 24).count(clerk),
      new PurgeExpiredApplications(store, NOW, 12, 24).execute(clerk),
      new ReadNumberSpace(new InMemoryNumberSpaceGauge()).execute(clerk),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toBeInstanceOf(AdminOnlyError);
    expect(await store.erasureOf('SOL1000')).toBeUndefined();
  });

  it('find every application of one person by DUI however typed, or one by SOL number with what is left if erased', async () => {
    const { inbox, store } = world();
    const find = new FindPersonApplications(inbox, store);
    expect((await find.execute('012345678', admin)).applications.map(({ id }) => id)).toEqual([
      'SOL1001',
      'SOL1000',
    ]);
    await store.erase('SOL1002', 'peticion-del-titular', admin);
    expect(await find.execute('sol 1002', admin)).toMatchObject({
      applications: [],
      erasure: { id: 'SOL1002', reason: 'peticion-del-titular' },
    });
    await expect(find.execute('7123-4567', admin)).rejects.toBeInstanceOf(UnrecognisedSearchError);
  });

  it('export a person’s applications with their history, readable and machine-readable', async () => {
    const { inbox, store } = world();
    const older = applicationRecord('SOL1000', hoursAgo(2), { stage: 'en-tramite' });
    const newer = applicationRecord('SOL1001', hoursAgo(1), { stage: 'cerrada' });
    await inbox.addNote('SOL1000', 'Trae constancia de ingresos.', admin);

    const files = await new ExportPersonalData(store, NOW, 'Cooperativa de prueba').execute(
      [newer, older],
      admin,
    );

    expect(files.json.fileName).toBe('datos-personales-SOL1001-SOL1000-2026-03-14.json');
    const parsed = JSON.parse(files.json.content);
    expect(parsed.solicitudes.map((item: { numero: string }) => item.numero)).toEqual([
      'SOL1001',
      'SOL1000',
    ]);
    expect(parsed.solicitudes[1].datos).toMatchObject({
      dui: older.dui,
      first_name: older.first_name,
      terms: true,
    });
    expect(parsed.solicitudes[1].historial).toEqual([
      expect.objectContaining({ tipo: 'note', texto: 'Trae constancia de ingresos.' }),
    ]);
    expect(files.text.content).toContain('Solicitud SOL1000');
    expect(files.text.content).toContain(`DUI: ${older.dui}`);
    expect(files.text.content).toContain('Nota del personal: Trae constancia de ingresos.');
    expect(files.text.content).not.toContain(ADMIN.email);
  });

  it('rectify with the public form’s rules and its messages; nothing is changed by an invalid value', async () => {
    const { store } = world();
    const record = applicationRecord('SOL1000', hoursAgo(2), { stage: 'en-tramite' });
    const rectify = new RectifyApplication(store);
    await expect(
      rectify.execute({ application: record, field: 'dui', value: '02495046-4' }, admin),
    ).rejects.toEqual(new InvalidRectificationError('dui', INVALID_DUI));
    expect(await store.readHistory('SOL1000')).toEqual([]);

    await rectify.execute(
      { application: record, field: 'address', value: '  Barrio Nuevo, casa 2  ' },
      admin,
    );
    expect(await store.readHistory('SOL1000')).toEqual([
      expect.objectContaining({ kind: 'rectification', field: 'address' }),
    ]);
  });

  it('erase only once the confirmation names the application', async () => {
    const { store } = world();
    const erase = new EraseApplication(store);
    await expect(
      erase.execute({ id: 'SOL1000', confirmation: 'SOL1001' }, admin),
    ).rejects.toBeInstanceOf(ErasureNotConfirmedError);
    expect(await store.erasureOf('SOL1000')).toBeUndefined();
    await erase.execute({ id: 'SOL1000', confirmation: 'sol1000' }, admin);
    expect(await store.erasureOf('SOL1000')).toMatchObject({
      reason: 'peticion-del-titular',
      erasedBy: ADMIN,
    });
  });

  it('count and purge what passed the period without reaching Asociada, and nothing else', async () => {
    const { inbox, store } = world();
    const purge = new PurgeExpiredApplications(store, NOW, 12, 24);
    expect(await purge.count(admin)).toEqual({
      count: 2,
      cutoff: new Date('2025-03-14T15:00:00Z'),
      quarantineEnded: 0,
      quarantineCutoff: new Date('2024-03-14T15:00:00Z'),
    });

    const progress: number[] = [];
    expect(await purge.execute(admin, (erased) => progress.push(erased))).toEqual({
      erased: ['SOL2000', 'SOL2001'],
      freed: [],
    });
    expect(progress.at(-1)).toBe(2);
    expect(await store.erasureOf('SOL2000')).toMatchObject({ reason: 'plazo-vencido' });
    expect(await store.erasureOf('SOL2001')).toMatchObject({ reason: 'plazo-vencido' });
    const left = await inbox.search(
      'id',
      ['SOL2002', 'SOL2003', 'SOL1000', 'SOL1001', 'SOL1002'],
      10,
    );
    expect(left.map(({ id }) => id).sort()).toEqual([
      'SOL1000',
      'SOL1001',
      'SOL1002',
      'SOL2002',
      'SOL2003',
    ]);
    expect((await purge.count(admin)).count).toBe(0);
  });

  it('free the numbers whose erasure records passed the quarantine, and no other, in the same purge', async () => {
    const { store, inbox } = world();
    const erasedAt = (iso: string) => ({
      erasedAt: new Date(iso),
      erasedBy: ADMIN,
      reason: 'peticion-del-titular' as const,
    });
    store.seedErasures([
      { id: 'SOL3000', ...erasedAt('2024-03-14T15:00:00Z') },
      { id: 'SOL3001', ...erasedAt('2023-01-02T00:00:00Z') },
      { id: 'SOL3002', ...erasedAt('2024-03-14T15:00:01Z') },
    ]);
    const purge = new PurgeExpiredApplications(store, NOW, 12, 24);
    expect(await purge.count(admin)).toMatchObject({ count: 2, quarantineEnded: 2 });

    expect(await purge.execute(admin)).toEqual({
      erased: ['SOL2000', 'SOL2001'],
      freed: ['SOL3000', 'SOL3001'],
    });

    expect(await store.erasureOf('SOL3000')).toBeUndefined();
    expect(await store.erasureOf('SOL3002')).toMatchObject({ id: 'SOL3002' });
    // Fresh records of what was just erased are not past the quarantine.
    expect(await store.erasureOf('SOL2000')).toMatchObject({ reason: 'plazo-vencido' });
    const repository = inbox.applicationRepository();
    expect(await repository.create(arrivingNow('SOL3000'))).toBe('created');
    expect(await repository.create(arrivingNow('SOL3002'))).toBe('id-taken');
    expect(await purge.count(admin)).toMatchObject({ count: 0, quarantineEnded: 0 });
  });

  it('tell every member, from a SOL number, when and why its application was erased and whether its quarantine has ended', async () => {
    const { store } = world();
    store.seedErasures([
      {
        id: 'SOL3000',
        erasedAt: new Date('2025-05-31T16:00:00Z'),
        erasedBy: ADMIN,
        reason: 'peticion-del-titular',
      },
      {
        id: 'SOL3001',
        erasedAt: new Date('2024-03-14T14:59:59Z'),
        erasedBy: ADMIN,
        reason: 'plazo-vencido',
      },
    ]);
    const lookUp = new LookUpErasedNumber(store, NOW, 24);

    expect(await lookUp.execute('sol 3000')).toEqual({
      id: 'SOL3000',
      erasedAt: new Date('2025-05-31T16:00:00Z'),
      reason: 'peticion-del-titular',
      reusableFrom: new Date('2027-05-31T16:00:00Z'),
      quarantined: true,
    });
    expect(await lookUp.execute('SOL3001')).toMatchObject({ quarantined: false });
    expect(await lookUp.execute('SOL1000')).toBeUndefined();
    expect(await lookUp.execute('01234567-8')).toBeUndefined();
  });

  it('read the number space as last measured, for admins', async () => {
    const gauge = new InMemoryNumberSpaceGauge();
    const read = new ReadNumberSpace(gauge);
    expect(await read.execute(admin)).toBeUndefined();
    const reading = { taken: 10, quarantined: 2, free: 8988, measuredAt: new Date(0) };
    await gauge.record(reading);
    expect(await read.execute(admin)).toEqual(reading);
  });

  it('stop a purge whose storage keeps listing what it erased, instead of looping', async () => {
    const { store } = world();
    const stuck: ApplicantDataStore = { ...bound(store), erase: async () => {} };
    await expect(new PurgeExpiredApplications(stuck, NOW, 12, 24).execute(admin)).rejects.toThrow(
      /still listed/,
    );
  });

  it('stop a purge whose storage keeps listing a number it released, instead of looping', async () => {
    const { store } = world();
    store.seedErasures([
      { id: 'SOL3000', erasedAt: new Date(0), erasedBy: ADMIN, reason: 'plazo-vencido' },
    ]);
    const stuck: ApplicantDataStore = { ...bound(store), release: async () => {} };
    await expect(new PurgeExpiredApplications(stuck, NOW, 12, 24).execute(admin)).rejects.toThrow(
      /still listed as quarantined/,
    );
  });
});

/** The store's methods bound to it, so one can be swapped for a broken one. */
function bound(store: ApplicantDataStore): ApplicantDataStore {
  return {
    readHistory: store.readHistory.bind(store),
    rectify: store.rectify.bind(store),
    erase: store.erase.bind(store),
    erasureOf: store.erasureOf.bind(store),
    countPastRetention: store.countPastRetention.bind(store),
    pastRetention: store.pastRetention.bind(store),
    countPastQuarantine: store.countPastQuarantine.bind(store),
    pastQuarantine: store.pastQuarantine.bind(store),
    release: store.release.bind(store),
  };
}
