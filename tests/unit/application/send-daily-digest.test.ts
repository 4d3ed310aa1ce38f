import { describe, expect, it } from 'vitest';
import { InMemoryOutbox } from '../../../src/notifications/adapters/memory/in-memory-outbox';
import { SendDailyDigest } from '../../../src/notifications/application/send-daily-digest';
import { DAILY_DIGEST } from '../../../src/notifications/domain/daily-digest-mail';
import type { Arrival } from '../../../src/applications/domain/recent-arrivals';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import { InMemoryApplicationStore } from '../../../src/applications/adapters/memory/in-memory-application-store';
import { InMemoryRecentArrivals } from '../../../src/applications/adapters/memory/in-memory-recent-arrivals';
import { applicationRecord } from '../../support/application-record-fixtures';
import type { StaffRecipients } from '../../../src/notifications/domain/staff-recipients';
import { officeDay } from '../../../src/shared/domain/office-date-time';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';

const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
const HOUR = 60 * 60_000;
/** 07:00 in El Salvador, when the schedule runs. */
const RUN = '2026-03-14T13:00:00.000Z';

/** The in-memory adapter on a store of its own, noting what the digest asked of it. */
class RecordedArrivals extends InMemoryRecentArrivals {
  readonly asked: { from: Date; limit: number }[] = [];

  override since(from: Date, limit: number): Promise<Arrival[]> {
    this.asked.push({ from, limit });
    return super.since(from, limit);
  }
}

/** An application stored as it arrived, `hoursBeforeRun` before the run. */
const arrival = (number: number, hoursBeforeRun: number): ApplicationRecord =>
  applicationRecord(
    applicationIdFromNumber(number),
    new Date(Date.parse(RUN) - hoursBeforeRun * HOUR),
  );

function digest(
  digestTo: string[],
  stored: ApplicationRecord[],
  clock = { now: () => new Date(RUN) },
) {
  const outbox = new InMemoryOutbox();
  const store = new InMemoryApplicationStore(clock);
  /** Stores applications as the intake left them. */
  const receive = (records: ApplicationRecord[]) => {
    for (const record of records) store.records.set(record.id, record);
  };
  receive(stored);
  const arrivals = new RecordedArrivals(store);
  const recipients: StaffRecipients = {
    perApplication: async () => ['cada-una@coop.test'],
    dailyDigest: async () => digestTo,
    admins: async () => ['jefa@coop.test'],
  };
  const send = new SendDailyDigest(
    outbox,
    recipients,
    arrivals,
    keys,
    clock,
    'https://primerpaso.coop',
  );
  /** Everything queued (held for no time, so it can be asked again). */
  const queued = async () =>
    (await outbox.claimDue(new Date('2030-01-01'), 100, 0)).map(({ id, mail }) => ({ id, mail }));
  return { send, arrivals, queued, receive };
}

describe("the staff's daily digest", () => {
  it('queues one digest to each member who asked, listing what arrived in the last 24 hours, newest first', async () => {
    const { send, queued, arrivals } = digest(
      ['ana@coop.test', 'luis@coop.test'],
      [arrival(1001, 30), arrival(1002, 2), arrival(1003, 23.5), arrival(1004, 24.5)],
    );

    expect(await send.execute()).toEqual({ recipients: 2, arrivals: 2, queued: 2 });

    expect(arrivals.asked).toEqual([
      { from: new Date(Date.parse(RUN) - 24 * HOUR), limit: DAILY_DIGEST.limit + 1 },
    ]);
    const mail = (await queued()).map(({ mail }) => mail);
    expect(mail.map(({ to }) => to).sort()).toEqual(['ana@coop.test', 'luis@coop.test']);
    for (const { text, subject } of mail) {
      expect(subject).toContain('2 solicitudes nuevas');
      expect(text.indexOf('SOL1002')).toBeGreaterThan(-1);
      expect(text.indexOf('SOL1002')).toBeLessThan(text.indexOf('SOL1003'));
      expect(text).not.toContain('SOL1001');
      expect(text).not.toContain('SOL1004');
    }
  });

  it('sends each member one digest a day, however often the schedule runs', async () => {
    const { send, queued } = digest(['ana@coop.test'], [arrival(1002, 2)]);
    await send.execute();

    expect(await send.execute()).toEqual({ recipients: 1, arrivals: 1, queued: 0 });
    const ids = (await queued()).map(({ id }) => id);
    expect(ids).toEqual([`resumen-2026-03-14-${keys.keyOf('ana@coop.test')}`]);
    expect(ids[0]).not.toContain('ana');
  });

  it("names its outbox id after the office's day, not the UTC one", async () => {
    // 21:30 on the 13th in El Salvador is already the 14th in UTC.
    const late = '2026-03-14T03:30:00.000Z';
    expect(officeDay(new Date(late))).toBe('2026-03-13');
    const { send, queued } = digest(['ana@coop.test'], [arrival(1002, 2)], {
      now: () => new Date(late),
    });
    await send.execute();
    expect((await queued()).map(({ id }) => id)).toEqual([
      `resumen-2026-03-13-${keys.keyOf('ana@coop.test')}`,
    ]);
  });

  it('sends a member the next day a digest of its own', async () => {
    let now = new Date(RUN);
    const { send, queued, receive } = digest(['ana@coop.test'], [arrival(1002, 2)], {
      now: () => new Date(now),
    });
    await send.execute();
    // Twenty hours after the first run, one more arrives; the next run is a day after the first.
    receive([arrival(1003, -20)]);
    now = new Date(Date.parse(RUN) + 24 * HOUR);

    expect(await send.execute()).toEqual({ recipients: 1, arrivals: 1, queued: 1 });
    const texts = (await queued()).map(({ mail }) => mail.text);
    expect(texts).toHaveLength(2);
    expect(texts.filter((text) => text.includes('SOL1003'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('SOL1002'))).toHaveLength(1);
  });

  it('sends nothing when nothing arrived', async () => {
    const { send, queued } = digest(['ana@coop.test'], [arrival(1001, 25)]);

    expect(await send.execute()).toEqual({ recipients: 1, arrivals: 0, queued: 0 });
    expect(await queued()).toEqual([]);
  });

  it('reads nothing of the applications when nobody asked for a digest', async () => {
    const { send, queued, arrivals } = digest([], [arrival(1002, 2)]);

    expect(await send.execute()).toEqual({ recipients: 0, arrivals: 0, queued: 0 });
    expect(arrivals.asked).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('lists at most its limit, newest first, and says there were more', async () => {
    const many = Array.from({ length: DAILY_DIGEST.limit + 5 }, (_, index) =>
      arrival(2000 + index, index * 0.25),
    );
    const { send, queued } = digest(['ana@coop.test'], many);

    expect(await send.execute()).toEqual({
      recipients: 1,
      arrivals: DAILY_DIGEST.limit,
      queued: 1,
    });
    const [mail] = (await queued()).map((each) => each.mail);
    expect(mail?.subject).toContain(`más de ${DAILY_DIGEST.limit} solicitudes`);
    expect(mail?.text).toContain('SOL2000');
    expect(mail?.text).toContain(`SOL${2000 + DAILY_DIGEST.limit - 1}`);
    expect(mail?.text).not.toContain(`SOL${2000 + DAILY_DIGEST.limit}`);
    expect(mail?.text).toContain('y más');
  });

  it('says nothing of "more" when exactly its limit arrived', async () => {
    const exactly = Array.from({ length: DAILY_DIGEST.limit }, (_, index) =>
      arrival(2000 + index, index * 0.25),
    );
    const { send, queued } = digest(['ana@coop.test'], exactly);
    await send.execute();
    const [mail] = (await queued()).map((each) => each.mail);
    expect(mail?.text).not.toContain('y más');
    expect(mail?.text).toContain(`Llegaron ${DAILY_DIGEST.limit} solicitudes nuevas`);
  });
});
