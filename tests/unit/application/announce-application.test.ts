import { describe, expect, it } from 'vitest';
import { InMemoryOutbox } from '../../../src/notifications/adapters/memory/in-memory-outbox';
import {
  AnnounceApplication,
  receiptId,
} from '../../../src/notifications/application/announce-application';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { storedApplication } from '../../support/application-fixtures';
import { fixedClock } from '../../support/deterministic';
import type { Clock } from '../../../src/shared/domain/clock';

const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');

function announcer(staff: string[] = [], admins: string[] = [], clock: Clock = fixedClock()) {
  const outbox = new InMemoryOutbox();
  const announce = new AnnounceApplication(
    outbox,
    {
      perApplication: async () => staff,
      // A daily digest is the digest's schedule's business: an arrival sends it nothing.
      dailyDigest: async () => ['diario@coop.test'],
      admins: async () => admins,
    },
    new InMemoryIntakeLedger(),
    keys,
    clock,
    'https://primerpaso.coop',
    60,
  );
  /** Everything queued, whoever it is for (held for no time, so it can be asked again). */
  const queued = async () => outbox.claimDue(new Date('2030-01-01'), 100, 0);
  return { outbox, announce, queued };
}

/** A clock the test moves forward. */
function movableClock(iso: string) {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    set: (next: string) => {
      now = new Date(next);
    },
  };
}

describe('what a stored application sets off', () => {
  it("queues the applicant's receipt, under the application's number", async () => {
    const { outbox, announce } = announcer();
    const application = storedApplication('SOL4821');

    expect(await announce.execute(application)).toEqual({ receipt: 'queued', notices: 0 });
    const receipt = await outbox.deliveryOf(receiptId(application));
    expect(receipt).toMatchObject({ state: 'pending', mail: { to: application.email } });
    expect(receipt?.mail.subject).toContain('SOL4821');
  });

  it('queues a notice for each staff member who asked for one', async () => {
    const { outbox, announce } = announcer(['ana@coop.test', 'luis@coop.test']);
    const application = storedApplication('SOL4821');

    expect(await announce.execute(application)).toEqual({ receipt: 'queued', notices: 2 });
    const due = await outbox.claimDue(new Date('2030-01-01'), 10, 60_000);
    const recipients = ['ana@coop.test', 'luis@coop.test', application.email];
    expect(due.map(({ mail }) => mail.to).sort()).toEqual(recipients.sort());
  });

  it('queues each message once when the trigger runs twice', async () => {
    const { outbox, announce } = announcer(['ana@coop.test']);
    const application = storedApplication('SOL4821');
    await announce.execute(application);

    expect(await announce.execute(application)).toEqual({ receipt: 'already-queued', notices: 0 });
    expect(await outbox.claimDue(new Date('2030-01-01'), 10, 60_000)).toHaveLength(2);
  });

  it('sends one address at most one receipt a day, whatever is submitted in its name', async () => {
    const { announce } = announcer();
    const first = storedApplication('SOL4821', { email: 'Victima@Example.com' });
    const second = storedApplication('SOL4822', { email: 'victima@example.com' });

    expect((await announce.execute(first)).receipt).toBe('queued');
    expect((await announce.execute(second)).receipt).toBe('daily-limit');
  });

  it('counts one mailbox however its address is written: tags, Gmail dots, googlemail.com', async () => {
    const { announce, queued } = announcer();
    const spellings = [
      'ana@gmail.com',
      'ana+1@gmail.com',
      'a.na@gmail.com',
      'A.n.a+x@googlemail.com',
    ];
    const outcomes = [];
    for (const [index, email] of spellings.entries())
      outcomes.push(
        (await announce.execute(storedApplication(`SOL${4820 + index}`, { email }))).receipt,
      );

    expect(outcomes).toEqual(['queued', 'daily-limit', 'daily-limit', 'daily-limit']);
    expect((await queued()).map(({ mail }) => mail.to)).toEqual(['ana@gmail.com']);
    // Another mailbox is another budget.
    const other = storedApplication('SOL4830', { email: 'anna@gmail.com' });
    expect((await announce.execute(other)).receipt).toBe('queued');
  });

  it('issues the link to choose a talk only for a receipt that goes out, and puts it there alone', async () => {
    const { announce, queued } = announcer();
    const issued: string[] = [];
    const talkChoice = async () => {
      issued.push('x');
      return `https://primerpaso.coop/charla/elegir/enlace-${issued.length}`;
    };
    await announce.arrived(storedApplication('SOL4821', { email: 'ana@gmail.com' }), false, {
      talkChoice,
    });
    await announce.arrived(storedApplication('SOL4822', { email: 'a.na@gmail.com' }), false, {
      talkChoice,
    });
    await announce.arrived(storedApplication('SOL4823', { email: 'luis@coop.test' }), true, {
      talkChoice,
    });

    expect(issued).toHaveLength(1);
    const [receipt] = (await queued()).filter(({ mail }) => mail.to === 'ana@gmail.com');
    expect(receipt?.mail.text).toContain('https://primerpaso.coop/charla/elegir/enlace-1');
  });

  it('puts the e-mail’s own status link in the receipt, never the one the answer carried, and issues it only for a receipt that goes out', async () => {
    const { announce, queued } = announcer();
    const issued: string[] = [];
    const mailStatusLink = async () => {
      issued.push('x');
      return `/estado/del-correo-${issued.length}`;
    };
    const links = { statusPath: '/estado/de-la-pantalla', mailStatusLink };
    await announce.arrived(storedApplication('SOL4821', { email: 'ana@gmail.com' }), false, links);
    await announce.arrived(storedApplication('SOL4822', { email: 'a.na@gmail.com' }), false, links);
    await announce.arrived(storedApplication('SOL4823', { email: 'luis@coop.test' }), true, links);

    expect(issued).toHaveLength(1);
    const [receipt] = (await queued()).filter(({ mail }) => mail.to === 'ana@gmail.com');
    expect(receipt?.mail.text).toContain('https://primerpaso.coop/estado/del-correo-1');
    expect(receipt?.mail.html).not.toContain('de-la-pantalla');
    expect(receipt?.mail.text).not.toContain('de-la-pantalla');
  });
});

describe("an application stored past the whole intake's limit (marked for review)", () => {
  const ADMINS = ['jefa@coop.test', 'gerente@coop.test'];

  it("queues no receipt and no staff notice: only an alert to each admin, with no applicant's data", async () => {
    const { outbox, announce, queued } = announcer(['luis@coop.test'], ADMINS);
    const application = storedApplication('SOL4821');

    await announce.arrived(application, true);

    expect(await outbox.deliveryOf(receiptId(application))).toBeUndefined();
    const mail = (await queued()).map(({ mail }) => mail);
    expect(mail.map(({ to }) => to).sort()).toEqual([...ADMINS].sort());
    for (const alert of mail) {
      expect(alert.subject).toBe('Aviso: más de 60 solicitudes en una hora');
      expect(alert.text).toContain('https://primerpaso.coop/personal/');
      const body = `${alert.subject}${alert.text}${alert.html}`;
      for (const personal of [
        application.id,
        application.email,
        application.dui,
        application.first_name,
        application.phone,
      ]) {
        expect(body).not.toContain(personal);
      }
    }
  });

  it('alerts each admin at most once an hour, and again in the next hour while it lasts', async () => {
    const clock = movableClock('2026-03-14T15:09:26.000Z');
    const { announce, queued } = announcer([], ADMINS, clock);
    const alertsTo = async (admin: string) =>
      (await queued()).filter(({ mail }) => mail.to === admin).length;

    await announce.arrived(storedApplication('SOL4821'), true);
    clock.set('2026-03-14T15:58:00.000Z');
    await announce.arrived(storedApplication('SOL4822'), true);
    expect(await alertsTo('jefa@coop.test')).toBe(1);
    expect(await alertsTo('gerente@coop.test')).toBe(1);

    clock.set('2026-03-14T16:10:00.000Z');
    await announce.arrived(storedApplication('SOL4823'), true);
    expect(await alertsTo('jefa@coop.test')).toBe(2);
    expect(await alertsTo('gerente@coop.test')).toBe(2);
  });

  it('announces an application not marked for review as any other: receipt and notices', async () => {
    const { outbox, announce, queued } = announcer(['luis@coop.test'], ADMINS);
    const application = storedApplication('SOL4821');

    await announce.arrived(application, false);

    expect(await outbox.deliveryOf(receiptId(application))).toMatchObject({ state: 'pending' });
    expect((await queued()).map(({ mail }) => mail.to).sort()).toEqual(
      [application.email, 'luis@coop.test'].sort(),
    );
  });
});
