import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../../applications/domain/application-record';
import type { Seat } from '../../../talks/domain/seat';
import type { Talk } from '../../../talks/domain/talk';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** At `hour` o'clock in the office (UTC−6), `days` from `now`'s day. */
const officeDay = (now: Date, days: number, hour: number) => {
  const day = new Date(now.getTime() - 6 * HOUR);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days, hour + 6),
  );
};

/**
 * The demo's talks: one starting in 40 minutes (attendance may be recorded), three ahead (one of
 * them full), and one last week that members came to. Seats go to the demo's applications En
 * trámite whose talk is not ticked, and the past one's to members, marked attended.
 */
export function demoTalks(now: Date, records: readonly ApplicationRecord[]) {
  const waiting = records.filter(
    (record) => stageOfRecord(record) === 'en-tramite' && record.checklist.charla !== true,
  );
  const members = records.filter((record) => stageOfRecord(record) === 'asociada');
  const place = 'Salón de usos múltiples, oficina central';
  const talks: Talk[] = [
    { id: 'demo-hoy', startsAt: new Date(now.getTime() + 40 * 60_000), place, seats: 12, taken: 0 },
    { id: 'demo-proxima', startsAt: officeDay(now, 2, 9), place, seats: 20, taken: 0 },
    {
      id: 'demo-llena',
      startsAt: officeDay(now, 5, 14),
      place: 'Agencia Suchitoto',
      seats: 2,
      taken: 0,
    },
    { id: 'demo-mes', startsAt: officeDay(now, 12, 9), place, seats: 25, taken: 0 },
    {
      id: 'demo-pasada',
      startsAt: new Date(officeDay(now, -7, 9).getTime()),
      place,
      seats: 20,
      taken: 0,
    },
  ];
  const seats: Seat[] = [];
  const give = (talkId: string, record: ApplicationRecord | undefined, attended = false) => {
    if (!record) return;
    const talk = talks.find((each) => each.id === talkId)!;
    talk.taken += 1;
    const assignedAt = new Date(Math.min(now.getTime(), talk.startsAt.getTime()) - 2 * DAY);
    seats.push({ talkId, applicationId: record.id, assignedAt, attended });
  };
  give('demo-hoy', waiting[0]);
  give('demo-hoy', waiting[1]);
  give('demo-proxima', waiting[2]);
  give('demo-llena', waiting[3]);
  give('demo-llena', waiting[4]);
  for (const member of members.slice(0, 3)) give('demo-pasada', member, true);
  return { talks, seats };
}
