import { Timestamp } from 'firebase-admin/firestore';
import { Timestamp as WebTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { fillProgressAt } from '../../src/applications/adapters/server/fill-progress-at';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { registerStaffTestProject } from './support/staff-test-project';

const env = registerStaffTestProject('fill-progress-at');

const at = (day: number) => Timestamp.fromDate(dayOf2025(day));
/** The same time for the seeding client (the web SDK's own Timestamp). */
const seededAt = (day: number) => WebTimestamp.fromDate(dayOf2025(day));

describe('fillProgressAt, once after the release that stamps progress', () => {
  it('gives every En trámite without progressAt its updatedAt, past a page, and touches nothing else; a second run writes nothing', async () => {
    await env.project.admin.clear();
    const db = env.project.adminDb();
    const moved = Array.from({ length: 305 }, (_, index) =>
      applicationRecord(`SOL${6000 + index}` as ApplicationId, dayOf2025(1 + (index % 200)), {
        stage: 'en-tramite',
      }),
    );
    // As the inbox left them before the stamp: a move's updatedAt, no progressAt.
    await env.privileged.seed(moved, { updatedAt: seededAt(210) });
    await env.privileged.seed(
      [
        applicationRecord('SOL6400', dayOf2025(5), {
          stage: 'en-tramite',
          progressAt: dayOf2025(250),
        }),
        applicationRecord('SOL6401', dayOf2025(6), { stage: 'cerrada' }),
        applicationRecord('SOL6402', dayOf2025(7), { stage: 'nueva' }),
      ],
      { updatedAt: seededAt(220) },
    );
    const reference = (id: string) => db.collection(APPLICATIONS_COLLECTION).doc(id);
    await reference('SOL6304').update({ updatedAt: at(230) });
    const progressOf = async (id: string) =>
      ((await reference(id).get()).get('progressAt') as Timestamp | undefined)?.toDate();

    expect(await fillProgressAt(db)).toBe(305);

    expect(await progressOf('SOL6000')).toEqual(dayOf2025(210));
    expect(await progressOf('SOL6304')).toEqual(dayOf2025(230));
    // Already stamped, or not En trámite: left as they were.
    expect(await progressOf('SOL6400')).toEqual(dayOf2025(250));
    expect(await progressOf('SOL6401')).toBeUndefined();
    expect(await progressOf('SOL6402')).toBeUndefined();
    // The waiting list's query (En trámite, progressAt before a cutoff) now finds them all.
    const waiting = await db
      .collection(APPLICATIONS_COLLECTION)
      .where('alert', '==', false)
      .where('status', '==', true)
      .where('isAssociated', '==', false)
      .where('progressAt', '<', at(240))
      .count()
      .get();
    expect(waiting.data().count).toBe(305);

    expect(await fillProgressAt(db)).toBe(0);
    expect(await progressOf('SOL6304')).toEqual(dayOf2025(230));
  });
});
