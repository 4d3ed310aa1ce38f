import { describe, expect, it } from 'vitest';
import { InMemoryOutbox } from '../../../src/notifications/adapters/memory/in-memory-outbox';
import { AlertNumberSpace } from '../../../src/notifications/application/alert-number-space';
import type { StaffRecipients } from '../../../src/notifications/domain/staff-recipients';
import { InMemoryApplicationInbox } from '../../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryApplicantDataStore } from '../../../src/applications/adapters/memory/in-memory-applicant-data-store';
import { InMemoryNumberSpaceGauge } from '../../../src/privacy/adapters/memory/in-memory-number-space-gauge';
import { MeasureNumberSpace } from '../../../src/privacy/application/measure-number-space';
import type {
  NumberSpaceAlarm,
  NumberSpaceGauge,
} from '../../../src/privacy/domain/number-space-gauge';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { applicationRecord, dayOf2025 } from '../../support/application-record-fixtures';

const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
const ADMIN = { uid: 'admin-1', email: 'jefa@coop.test' };

/** A clock the test moves a day at a time, as the daily schedule runs. */
const days = () => {
  let now = Date.parse('2026-11-23T11:00:00Z');
  return { now: () => new Date(now), nextDay: () => (now += 86_400_000) };
};

/**
 * The daily measurement as the server composes it, on in-memory adapters: the privacy store's
 * counts, the gauge, and the alarm bound to the admins' alert through an outbox.
 */
function world() {
  const clock = days();
  const inbox = new InMemoryApplicationInbox(clock);
  const store = new InMemoryApplicantDataStore(inbox.store);
  const gauge = new InMemoryNumberSpaceGauge();
  const outbox = new InMemoryOutbox();
  const recipients: StaffRecipients = {
    perApplication: async () => ['cada-una@coop.test'],
    dailyDigest: async () => ['diario@coop.test'],
    admins: async () => ['jefa@coop.test', 'jefe@coop.test'],
  };
  const alert = new AlertNumberSpace(outbox, recipients, keys, clock, 'https://primerpaso.coop');
  const alarm: NumberSpaceAlarm = {
    passedAlertShare: async (reading) => {
      await alert.execute(reading);
    },
  };
  /** The schedule's use case, on another gauge if given (one that fails, say). */
  const measureWith = (kept: NumberSpaceGauge) => new MeasureNumberSpace(store, kept, alarm, clock);
  const measure = measureWith(gauge);
  let next = 1000;
  /** `count` more applications, or erasure records, under the next free numbers. */
  const add = (count: number, erased = false) => {
    const ids = Array.from({ length: count }, () => applicationIdFromNumber(next++));
    if (erased)
      store.seedErasures(
        ids.map((id) => ({ id, erasedAt: dayOf2025(1), erasedBy: ADMIN, reason: 'plazo-vencido' })),
      );
    else inbox.seed(ids.map((id) => applicationRecord(id, dayOf2025(1))));
  };
  const queued = async () =>
    (await outbox.claimDue(new Date('2030-01-01'), 100, 0)).map(({ id, mail }) => ({ id, mail }));
  return { clock, store, gauge, measure, measureWith, add, queued };
}

describe('MeasureNumberSpace, the daily schedule', () => {
  it('keeps the reading of taken, quarantined and free numbers for the admins', async () => {
    const { measure, gauge, add, clock } = world();
    add(40);
    add(5, true);

    const { reading, alerted } = await measure.execute();

    expect(alerted).toBe(false);
    expect(reading).toEqual({ taken: 40, quarantined: 5, free: 8_955, measuredAt: clock.now() });
    expect(await gauge.latest()).toEqual(reading);
  });

  it('alerts each admin once as the space passes 80 %, and not again while it stays past', async () => {
    const { measure, add, clock, queued } = world();
    add(7_000);
    expect((await measure.execute()).alerted).toBe(false);
    expect(await queued()).toEqual([]);

    add(150);
    add(100, true);
    clock.nextDay();
    const passed = await measure.execute();
    expect(passed).toMatchObject({ alerted: true, reading: { taken: 7_150, quarantined: 100 } });
    const alerts = await queued();
    expect(alerts.map(({ mail }) => mail.to).sort()).toEqual(['jefa@coop.test', 'jefe@coop.test']);
    expect(alerts[0]?.mail.subject).toContain('80.6 %');

    add(10);
    clock.nextDay();
    expect((await measure.execute()).alerted).toBe(false);
    expect(await queued()).toHaveLength(2);
  });

  it('alerts again only once the space went back to 80 % or below and then passed it', async () => {
    const { measure, store, add, clock, queued } = world();
    add(7_150);
    add(100, true);
    expect((await measure.execute()).alerted).toBe(true);

    // The monthly purge frees the quarantined numbers (SOL8150 to SOL8249): back below.
    for (let n = 8_150; n < 8_250; n += 1)
      await store.release(applicationIdFromNumber(n), clock.now());
    clock.nextDay();
    expect(await measure.execute()).toMatchObject({
      alerted: false,
      reading: { taken: 7_150, quarantined: 0 },
    });

    add(60);
    clock.nextDay();
    expect((await measure.execute()).alerted).toBe(true);
    expect(await queued()).toHaveLength(4);
  });

  it('alerts before it keeps the reading, and queues nothing twice when the day is measured again', async () => {
    const { measure, measureWith, gauge, add, queued } = world();
    add(7_300);
    const failing: NumberSpaceGauge = {
      latest: () => gauge.latest(),
      record: async () => {
        throw new Error('Firestore unavailable');
      },
    };

    await expect(measureWith(failing).execute()).rejects.toThrow('Firestore unavailable');
    expect(await queued()).toHaveLength(2);
    expect(await gauge.latest()).toBeUndefined();

    // Run again the same day (the schedule's retry): due again, but under the same outbox ids.
    expect((await measure.execute()).alerted).toBe(true);
    expect(await queued()).toHaveLength(2);
  });
});
