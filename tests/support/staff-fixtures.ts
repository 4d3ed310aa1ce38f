import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryStaffAccess } from '../../src/access/adapters/memory/in-memory-staff-access';
import { fixedClock } from './deterministic';
import { InMemoryAuditLog } from '../../src/audit/adapters/memory/in-memory-audit-log';
import { InMemoryOutbox } from '../../src/notifications/adapters/memory/in-memory-outbox';
import type { Outbox } from '../../src/notifications/domain/outbox';
import type { Clock } from '../../src/shared/domain/clock';
import { localPasskeys } from '../../src/pages/staff/demo/demo-passkeys';
import { ServicePasskeyHolders } from '../../src/passkeys/adapters/service-passkey-holders';
import {
  AddPasskey,
  ConfirmWithPasskey,
} from '../../src/passkeys/application/passkey-page-use-cases';

export const CLERK = { uid: 'uid-clerk', email: 'clerk@coop.test' };
export const ADMIN = { uid: 'uid-admin', email: 'admin@coop.test' };
export const OUTSIDER = { uid: 'uid-outsider', email: 'outsider@coop.test' };
export const PASSWORD = 'correct horse battery';

/** `now`: when sessions begin and access changes (a test that moves time on gives its own). */
export function staffAccess(now?: () => Date): InMemoryStaffAccess {
  return new InMemoryStaffAccess(
    [
      { ...CLERK, password: PASSWORD, role: 'staff' },
      { ...ADMIN, password: PASSWORD, role: 'admin' },
      { ...OUTSIDER, password: PASSWORD, role: null },
    ],
    0,
    '',
    now,
  );
}

export function inboxWith(...records: ApplicationRecord[]): InMemoryApplicationInbox {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  inbox.seed(records);
  return inbox;
}

/** The next value a live watch delivers. */
export function nextValue<T>(
  watch: (listener: { next(value: T): void; error(error: Error): void }) => () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch({
      next: (value) => {
        stop();
        resolve(value);
      },
      error: reject,
    });
  });
}

interface PasskeysOptions {
  clock?: Clock;
  auditLog?: InMemoryAuditLog;
  outbox?: Outbox;
}

/**
 * Passkeys over the in-memory accounts as the demo has them: the server's use cases in process,
 * with the demo's stand-in authenticator and ceremonies (no real authenticator: the tests'
 * members "add" and "use" keys through them), and whether a member has one, as the session's
 * watch asks. The audit log and outbox are the page's when given.
 */
export function passkeysFor(
  access: InMemoryStaffAccess,
  { clock = fixedClock(), auditLog, outbox = new InMemoryOutbox() }: PasskeysOptions = {},
) {
  const { service, authenticator } = localPasskeys(
    access,
    auditLog ?? new InMemoryAuditLog(clock),
    outbox,
    clock,
  );
  return {
    service,
    authenticator,
    holders: new ServicePasskeyHolders(service),
    /** Signs in with the password, then adds a key (the first time) or uses one, as the page does. */
    async signIn(email: string, password = PASSWORD): Promise<void> {
      const { uid } = await access.signIn(email, password);
      const { token } =
        (await service.list(uid)).length === 0
          ? await new AddPasskey(service, authenticator).execute('Mi computadora')
          : await new ConfirmWithPasskey(service, authenticator).execute();
      await access.openSession(token);
    },
  };
}
