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

const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');

function announcer(staff: string[] = []) {
  const outbox = new InMemoryOutbox();
  const announce = new AnnounceApplication(
    outbox,
    { perApplication: async () => staff },
    new InMemoryIntakeLedger(),
    keys,
    fixedClock(),
    'https://primerpaso.coop',
  );
  return { outbox, announce };
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
});
