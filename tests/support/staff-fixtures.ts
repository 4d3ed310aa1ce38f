import type { ApplicationId } from '../../src/submission/domain/application-id';
import type { ApplicationRecord } from '../../src/inbox/domain/application-record';
import { STAGE_FLAGS, type Stage } from '../../src/inbox/domain/workflow/stage';
import type { CloseReason } from '../../src/inbox/domain/workflow/transitions';
import { InMemoryApplicationInbox } from '../../src/inbox/adapters/memory/in-memory-application-inbox';
import { InMemoryStaffAccess } from '../../src/access/adapters/memory/in-memory-staff-access';
import { validForm } from './application-fixtures';
import { fixedClock } from './deterministic';

export const CLERK = { uid: 'uid-clerk', email: 'clerk@coop.test' };
export const ADMIN = { uid: 'uid-admin', email: 'admin@coop.test' };
export const OUTSIDER = { uid: 'uid-outsider', email: 'outsider@coop.test' };
export const PASSWORD = 'correct horse battery';

/** A stored application at a stage, dated `hoursAgo` before 2026-03-14 15:00 UTC. */
export function recordAt(id: ApplicationId, stage: Stage, hoursAgo = 1, reason: CloseReason | null = null): ApplicationRecord {
  return {
    ...validForm({ first_name: `Persona ${id}` }),
    id,
    date: new Date(Date.parse('2026-03-14T15:00:00Z') - hoursAgo * 3_600_000),
    ...STAGE_FLAGS[stage],
    closeReason: stage === 'cerrada' ? (reason ?? 'desistio') : null,
  };
}

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
export function nextValue<T>(watch: (listener: { next(value: T): void; error(error: Error): void }) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch({ next: (value) => { stop(); resolve(value); }, error: reject });
  });
}
