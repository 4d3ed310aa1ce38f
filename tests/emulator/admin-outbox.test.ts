import { describe, expect, it } from 'vitest';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import {
  OUTBOX_COLLECTION,
  OUTBOX_STATES_COLLECTION,
} from '../../src/notifications/adapters/notifications-collections';
import { describeOutboxContract } from '../contract/outbox-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('outbox');

describeOutboxContract("AdminOutbox (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return new AdminOutbox(env.db);
});

const LINK = 'https://primerpaso.coop/estado/KAL106AMmZtM-FqjsioPZ5XDKA1zC9Ag0Zo53z0i82o';
const receipt = {
  to: 'ana@example.com',
  subject: 'Recibimos tu solicitud SOL1001',
  text: `¿En qué va mi solicitud? ${LINK}`,
  html: `<a href="${LINK}">¿En qué va mi solicitud?</a>`,
};

describe('AdminOutbox: what staff may read of a message (emulator)', () => {
  it('keeps each message’s delivery state apart, with no address, text or link, through every step', async () => {
    await env.project.admin.clear();
    const outbox = new AdminOutbox(env.db);
    const state = async () =>
      (await env.db.collection(OUTBOX_STATES_COLLECTION).doc('SOL1001-acuse').get()).data();
    const noBody = (data: Record<string, unknown> | undefined) => {
      const stored = JSON.stringify(data);
      for (const part of ['ana@example.com', 'estado', 'Recibimos', 'href'])
        expect(stored).not.toContain(part);
    };
    const queuedAt = new Date('2026-03-10T15:00:00.000Z');

    await outbox.enqueue('SOL1001-acuse', receipt, queuedAt);
    expect(await state()).toEqual({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: expect.anything(),
      sentAt: null,
    });
    noBody(await state());

    const [claimed] = await outbox.claimDue(queuedAt, 10, 60_000);
    await outbox.recordFailure({
      ...claimed!,
      attempts: 1,
      nextAttemptAt: new Date('2026-03-10T15:05:00.000Z'),
      lastError: 'Error: connection refused to smtp.example.com',
      lastErrorCode: 'MAIL_UNREACHABLE',
      lastErrorAt: queuedAt,
    });
    expect(await state()).toMatchObject({ state: 'pending', attempts: 1 });
    noBody(await state());
    expect(JSON.stringify(await state())).not.toContain('smtp.example.com');

    await outbox.recordSent('SOL1001-acuse', new Date('2026-03-10T15:06:00.000Z'));
    expect(await state()).toMatchObject({ state: 'sent', attempts: 1, nextAttemptAt: null });
    noBody(await state());
    // The message itself stays the server's: the delivery functions read it as before.
    expect((await env.db.collection(OUTBOX_COLLECTION).doc('SOL1001-acuse').get()).exists).toBe(
      true,
    );
  });
});
