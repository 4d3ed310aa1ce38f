import { describe, expect, it } from 'vitest';
import { InMemoryApplicationInbox } from '../../../src/applications/adapters/memory/in-memory-application-inbox';
import type { Clock } from '../../../src/shared/domain/clock';
import { ListTalks } from '../../../src/talks/application/list-talks';
import { CreateTalk, EditTalk } from '../../../src/talks/application/manage-talks';
import { ReadTalk } from '../../../src/talks/application/read-talk';
import {
  AssignSeat,
  FreeSeat,
  ReadApplicationSeat,
  RecordAttendance,
} from '../../../src/talks/application/seats';
import { InMemoryTalkCalendar } from '../../../src/talks/adapters/memory/in-memory-talk-calendar';
import {
  InvalidTalkError,
  SeatRefusedError,
  TalkAdminOnlyError,
} from '../../../src/talks/domain/talk-errors';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

const clerk = { ...CLERK, role: 'staff' as const };
const admin = { ...ADMIN, role: 'admin' as const };
const HOUR = 3_600_000;

/** A clock the test moves, so that a talk can be ahead and then begun. */
function movableClock(start = new Date('2026-03-14T15:00:00.000Z')) {
  let now = start.getTime();
  const clock: Clock = { now: () => new Date(now) };
  return {
    clock,
    advance: (hours: number) => (now += hours * HOUR),
    at: (hours: number) => new Date(now + hours * HOUR),
  };
}

function world() {
  const { clock, advance, at } = movableClock();
  const inbox = new InMemoryApplicationInbox(clock);
  inbox.seed([
    applicationRecord('SOL1001', hoursAgo(5), {
      stage: 'en-tramite',
      first_name: 'Ana',
      last_name: 'López',
    }),
    applicationRecord('SOL1002', hoursAgo(4), { stage: 'en-tramite' }),
    applicationRecord('SOL1003', hoursAgo(3), { stage: 'nueva' }),
  ]);
  const calendar = new InMemoryTalkCalendar(inbox.store);
  return {
    inbox,
    calendar,
    advance,
    at,
    create: new CreateTalk(calendar, clock),
    edit: new EditTalk(calendar, clock),
    list: new ListTalks(calendar, clock),
    read: new ReadTalk(calendar, inbox, clock),
    seatOf: new ReadApplicationSeat(calendar, clock),
    assign: new AssignSeat(calendar, clock),
    free: new FreeSeat(calendar, clock),
    attend: new RecordAttendance(calendar, clock),
  };
}

const details = (startsAt: Date, seats = 10) => ({ startsAt, place: ' Agencia Centro ', seats });
const enTramite = (id: `SOL${number}`) => ({ id, stage: 'en-tramite' as const });

describe('talks, as admins set them', () => {
  it('are created and edited by admins only, with details the rules accept', async () => {
    const { create, edit, calendar, at } = world();
    await expect(create.execute(details(at(24)), clerk)).rejects.toThrow(TalkAdminOnlyError);
    await expect(create.execute(details(at(-1)), admin)).rejects.toThrow(
      new InvalidTalkError('past'),
    );

    const id = await create.execute(details(at(24)), admin);
    const talk = (await calendar.talk(id))!;
    expect(talk.place).toBe('Agencia Centro');

    await expect(edit.execute(talk, details(at(48), 5), clerk)).rejects.toThrow(TalkAdminOnlyError);
    await edit.execute(talk, details(at(48), 5), admin);
    expect(await calendar.talk(id)).toMatchObject({ seats: 5, startsAt: at(48) });
  });

  it('are listed as current (upcoming, or begun within half a day) and past', async () => {
    const { create, list, advance, at } = world();
    const today = await create.execute(details(at(1)), admin);
    const tomorrow = await create.execute(details(at(24)), admin);
    const old = await create.execute(details(at(2)), admin);
    advance(15);

    const { current, past } = await list.execute();

    expect(current.map((talk) => talk.id)).toEqual([tomorrow]);
    expect(past.map((talk) => talk.id)).toEqual([old, today]);
  });
});

describe('seats, as staff give them', () => {
  it("name who is coming from their applications, and stop at the talk's seats", async () => {
    const { create, calendar, assign, read, at } = world();
    const talk = (await calendar.talk(await create.execute(details(at(24), 1), admin)))!;

    await assign.execute(enTramite('SOL1001'), talk, clerk);

    const { roster, talk: after } = await read.execute(talk.id);
    expect(after.taken).toBe(1);
    expect(roster).toMatchObject([
      { applicationId: 'SOL1001', name: 'Ana López', stage: 'en-tramite' },
    ]);
    await expect(assign.execute(enTramite('SOL1002'), after, clerk)).rejects.toThrow(
      new SeatRefusedError('full'),
    );
  });

  it('are refused to an application that is not En trámite', async () => {
    const { create, calendar, assign, at } = world();
    const talk = (await calendar.talk(await create.execute(details(at(24)), admin)))!;
    await expect(assign.execute({ id: 'SOL1003', stage: 'nueva' }, talk, clerk)).rejects.toThrow(
      new SeatRefusedError('not-en-tramite'),
    );
  });

  it('are found from the application, and freed before the talk', async () => {
    const { create, calendar, assign, free, seatOf, at } = world();
    const talk = (await calendar.talk(await create.execute(details(at(24)), admin)))!;
    await assign.execute(enTramite('SOL1002'), talk, clerk);

    const held = await seatOf.execute('SOL1002');
    expect(held?.talk.id).toBe(talk.id);
    await free.execute(held!, clerk);

    expect(await seatOf.execute('SOL1002')).toBeNull();
    expect(await calendar.talk(talk.id)).toMatchObject({ taken: 0 });
  });

  it('record attendance, which ticks the talk on the checklist with its history', async () => {
    const { create, calendar, assign, attend, seatOf, inbox, advance, at } = world();
    const talk = (await calendar.talk(await create.execute(details(at(24)), admin)))!;
    await assign.execute(enTramite('SOL1001'), talk, clerk);
    advance(23.5);

    await attend.execute((await seatOf.execute('SOL1001'))!.seat, clerk);

    expect(inbox.store.records.get('SOL1001')?.checklist).toEqual({ charla: true });
    expect(inbox.store.histories.get('SOL1001')).toMatchObject([
      { kind: 'requirement', item: 'charla', met: true, by: { uid: CLERK.uid } },
    ]);
    expect((await seatOf.execute('SOL1001'))?.seat.attended).toBe(true);
  });
});

describe('seats in memory, as their applications change (the demo, as the server does it)', () => {
  it('are freed when the application is closed or associated, and kept once the talk has begun', async () => {
    const { create, calendar, assign, inbox, seatOf, advance, at } = world();
    const soon = (await calendar.talk(await create.execute(details(at(2)), admin)))!;
    const later = (await calendar.talk(await create.execute(details(at(24)), admin)))!;
    await assign.execute(enTramite('SOL1001'), later, clerk);
    await assign.execute(enTramite('SOL1002'), soon, clerk);
    advance(3);

    await inbox.recordTransition(
      'SOL1001',
      { from: 'en-tramite', to: 'cerrada', reason: 'desistio' },
      clerk,
    );
    await inbox.recordTransition(
      'SOL1002',
      { from: 'en-tramite', to: 'cerrada', reason: 'desistio' },
      clerk,
    );

    expect(await seatOf.execute('SOL1001')).toBeNull();
    expect(await calendar.talk(later.id)).toMatchObject({ taken: 0 });
    // The talk it was seated at has begun: its list stays as it was.
    expect((await seatOf.execute('SOL1002'))?.talk.id).toBe(soon.id);
  });

  it('leave no trace when the application is removed or erased, past talks included', async () => {
    const { create, calendar, assign, inbox, seatOf, read, advance, at } = world();
    const past = (await calendar.talk(await create.execute(details(at(1)), admin)))!;
    await assign.execute(enTramite('SOL1001'), past, clerk);
    await assign.execute(enTramite('SOL1002'), past, clerk);
    advance(2);

    inbox.store.remove('SOL1001');
    inbox.store.retire('SOL1002');

    expect(await seatOf.execute('SOL1001')).toBeNull();
    expect(await seatOf.execute('SOL1002')).toBeNull();
    expect(await read.execute(past.id)).toMatchObject({ roster: [], talk: { taken: 0 } });
  });
});
