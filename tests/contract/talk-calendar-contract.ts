import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../src/access/domain/staff-member';
import type { ApplicationInbox } from '../../src/applications/domain/application-inbox';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { HistoryEntry } from '../../src/applications/domain/history-entry';
import type { Checklist } from '../../src/applications/domain/requirements/checklist';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { TalkCalendar } from '../../src/talks/domain/talk-calendar';
import { SeatRefusedError } from '../../src/talks/domain/talk-errors';
import type { TalkDetails, TalkId } from '../../src/talks/domain/talk';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { watchUntil } from './watch-until';

export interface TalkCalendarWorld {
  /** A member's calendar (an admin's, so that it may create talks too). */
  calendar: TalkCalendar;
  /** Another clerk's, on another connection: the two race for the last seat. */
  otherClerk: TalkCalendar;
  inbox: ApplicationInbox;
  member: SignedInUser;
  seed: (records: readonly ApplicationRecord[]) => Promise<void>;
  /** A talk as stored by someone past the rules: one already begun, or over. */
  seedTalk: (details: TalkDetails) => Promise<TalkId>;
}

const HOUR = 3_600_000;
/** Storage's clock is the real one (the emulator stamps request.time): talks are set from it. */
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const talkIn = (hours: number, seats = 20): TalkDetails => ({
  startsAt: inHours(hours),
  place: 'Salón de usos múltiples',
  seats,
});

const inTramite = (id: ApplicationId, checklist: Checklist = {}): ApplicationRecord => ({
  ...applicationRecord(id, dayOf2025(40), { stage: 'en-tramite' }),
  checklist,
});

/**
 * What every TalkCalendar adapter does: talks listed by their start, seats that keep the talk's
 * count exact (a full talk takes no more, however many clerks assign at once), one upcoming seat
 * an application, and attendance that ticks the application's talk in the same step.
 */
export function describeTalkCalendarContract(
  name: string,
  world: () => Promise<TalkCalendarWorld>,
) {
  describe(`${name} (talk calendar contract)`, () => {
    it('lists talks from a moment soonest first, and those before it latest first', async () => {
      const { calendar, member, seedTalk } = await world();
      const later = await calendar.create(talkIn(48), member);
      const sooner = await calendar.create(talkIn(24), member);
      const over = await seedTalk(talkIn(-48));

      const upcoming = await calendar.from(new Date(), 10);
      expect(upcoming.map((talk) => talk.id)).toEqual([sooner, later]);
      expect(upcoming[0]).toMatchObject({ place: 'Salón de usos múltiples', seats: 20, taken: 0 });
      expect(upcoming[0]!.startsAt.getTime()).toBeCloseTo(inHours(24).getTime(), -4);
      expect((await calendar.before(new Date(), 10)).map((talk) => talk.id)).toEqual([over]);
    });

    it('edits an upcoming talk', async () => {
      const { calendar, member } = await world();
      const id = await calendar.create(talkIn(24), member);
      const startsAt = inHours(30);

      await calendar.edit(id, { startsAt, place: 'Agencia Suchitoto', seats: 12 }, member);

      expect(await calendar.talk(id)).toMatchObject({ place: 'Agencia Suchitoto', seats: 12 });
    });

    it('gives a seat, counted on the talk, and finds it from the application', async () => {
      const { calendar, member, seed } = await world();
      await seed([inTramite('SOL4101')]);
      const id = await calendar.create(talkIn(24), member);

      await calendar.assign('SOL4101', id, new Date(), member);

      expect(await calendar.talk(id)).toMatchObject({ taken: 1 });
      const seats = await calendar.seats(id);
      expect(seats).toMatchObject([{ talkId: id, applicationId: 'SOL4101', attended: false }]);
      expect(seats[0]!.assignedAt).toBeInstanceOf(Date);
      expect(await calendar.seatOf('SOL4101')).toMatchObject({ talkId: id });
    });

    it('moves a seat to another upcoming talk, freeing the first', async () => {
      const { calendar, member, seed } = await world();
      await seed([inTramite('SOL4201')]);
      const first = await calendar.create(talkIn(24), member);
      const second = await calendar.create(talkIn(48), member);
      await calendar.assign('SOL4201', first, new Date(), member);

      await calendar.assign('SOL4201', second, new Date(), member);

      expect(await calendar.talk(first)).toMatchObject({ taken: 0 });
      expect(await calendar.seats(first)).toEqual([]);
      expect(await calendar.talk(second)).toMatchObject({ taken: 1 });
      expect(await calendar.seatOf('SOL4201')).toMatchObject({ talkId: second });
    });

    it('frees a seat before the talk', async () => {
      const { calendar, member, seed } = await world();
      await seed([inTramite('SOL4301')]);
      const id = await calendar.create(talkIn(24), member);
      await calendar.assign('SOL4301', id, new Date(), member);

      await calendar.unassign('SOL4301', id, new Date(), member);

      expect(await calendar.talk(id)).toMatchObject({ taken: 0 });
      expect(await calendar.seats(id)).toEqual([]);
      expect(await calendar.seatOf('SOL4301')).toBeUndefined();
    });

    it('refuses the next seat of a full talk', async () => {
      const { calendar, member, seed } = await world();
      await seed([inTramite('SOL4401'), inTramite('SOL4402')]);
      const id = await calendar.create(talkIn(24, 1), member);
      await calendar.assign('SOL4401', id, new Date(), member);

      await expect(calendar.assign('SOL4402', id, new Date(), member)).rejects.toThrow(
        new SeatRefusedError('full'),
      );
      expect(await calendar.talk(id)).toMatchObject({ taken: 1 });
    });

    it('a full talk refuses the next seat under concurrent assignment', async () => {
      const { calendar, otherClerk, member, seed } = await world();
      await seed([inTramite('SOL4501'), inTramite('SOL4502'), inTramite('SOL4503')]);
      const id = await calendar.create(talkIn(24, 2), member);
      await calendar.assign('SOL4501', id, new Date(), member);

      const outcomes = await Promise.allSettled([
        calendar.assign('SOL4502', id, new Date(), member),
        otherClerk.assign('SOL4503', id, new Date(), member),
      ]);

      expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused.map(({ reason }) => reason)).toEqual([new SeatRefusedError('full')]);
      expect(await calendar.talk(id)).toMatchObject({ taken: 2 });
      expect(await calendar.seats(id)).toHaveLength(2);
    });

    it('refuses a seat at a talk that began', async () => {
      const { calendar, member, seed, seedTalk } = await world();
      await seed([inTramite('SOL4601')]);
      const id = await seedTalk(talkIn(-1));

      await expect(calendar.assign('SOL4601', id, new Date(), member)).rejects.toThrow(
        new SeatRefusedError('talk-over'),
      );
    });

    it('records attendance and ticks the talk on the checklist, with its history entry', async () => {
      const { calendar, inbox, member, seed, seedTalk } = await world();
      await seed([inTramite('SOL4701', { 'copia-dui': true })]);
      // Half an hour ahead: seats are still given, and the door is open.
      const id = await seedTalk(talkIn(0.5));
      await calendar.assign('SOL4701', id, new Date(), member);

      await calendar.recordAttendance('SOL4701', id, new Date(), member);

      expect(await calendar.seats(id)).toMatchObject([
        { applicationId: 'SOL4701', attended: true },
      ]);
      const record = await watchUntil<ApplicationRecord | undefined>(
        (listener) => inbox.watchApplication('SOL4701', listener),
        (application) => application?.checklist.charla === true,
      );
      expect(record?.checklist).toEqual({ 'copia-dui': true, charla: true });
      const history = await watchUntil<HistoryEntry[]>(
        (listener) => inbox.watchHistory('SOL4701', listener),
        (entries) => entries.length > 0,
      );
      expect(history).toMatchObject([
        { kind: 'requirement', item: 'charla', met: true, receipt: null, by: { uid: member.uid } },
      ]);
    });

    it('records attendance alone when the talk was ticked already', async () => {
      const { calendar, inbox, member, seed, seedTalk } = await world();
      await seed([inTramite('SOL4801', { charla: true })]);
      const id = await seedTalk(talkIn(0.5));
      await calendar.assign('SOL4801', id, new Date(), member);

      await calendar.recordAttendance('SOL4801', id, new Date(), member);

      expect(await calendar.seats(id)).toMatchObject([{ attended: true }]);
      const history = await watchUntil<HistoryEntry[]>(
        (listener) => inbox.watchHistory('SOL4801', listener),
        () => true,
      );
      expect(history).toEqual([]);
    });
  });
}
