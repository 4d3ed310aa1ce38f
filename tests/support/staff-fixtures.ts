import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryStaffAccess } from '../../src/access/adapters/memory/in-memory-staff-access';
import { fixedClock } from './deterministic';

export const CLERK = { uid: 'uid-clerk', email: 'clerk@coop.test' };
export const ADMIN = { uid: 'uid-admin', email: 'admin@coop.test' };
export const OUTSIDER = { uid: 'uid-outsider', email: 'outsider@coop.test' };
export const PASSWORD = 'correct horse battery';

export function staffAccess(): InMemoryStaffAccess {
  return new InMemoryStaffAccess([
    { ...CLERK, password: PASSWORD, role: 'staff' },
    { ...ADMIN, password: PASSWORD, role: 'admin' },
    { ...OUTSIDER, password: PASSWORD, role: null },
  ]);
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
