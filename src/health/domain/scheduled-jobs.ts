/**
 * The server's scheduled jobs (src/server/functions.ts), each named as its function is, with when
 * it is due next after a run and how long past that it may take before Estado calls it late.
 */
export const SCHEDULED_JOBS = [
  'retryQueuedMail',
  'dailyDigest',
  'measureNumberSpace',
  'monthlyPurge',
] as const;

export type ScheduledJob = (typeof SCHEDULED_JOBS)[number];

export const isScheduledJob = (value: unknown): value is ScheduledJob =>
  (SCHEDULED_JOBS as readonly unknown[]).includes(value);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** El Salvador keeps UTC−6 all year (no daylight saving): the schedules' time zone. */
const OFFICE_OFFSET_MS = -6 * HOUR;

/** The next moment after `after` at `hour`:00 office time, on any day (or the month's 1st). */
function nextOfficeHour(after: Date, hour: number, firstOfMonthOnly: boolean): Date {
  const office = new Date(after.getTime() + OFFICE_OFFSET_MS);
  const candidate = new Date(
    Date.UTC(office.getUTCFullYear(), office.getUTCMonth(), office.getUTCDate(), hour),
  );
  if (firstOfMonthOnly) candidate.setUTCDate(1);
  while (candidate.getTime() <= office.getTime()) {
    if (firstOfMonthOnly) candidate.setUTCMonth(candidate.getUTCMonth() + 1);
    else candidate.setUTCDate(candidate.getUTCDate() + 1);
  }
  return new Date(candidate.getTime() - OFFICE_OFFSET_MS);
}

interface JobSchedule {
  /** For Estado: when it runs, in the office's words. */
  readonly label: string;
  readonly when: string;
  readonly nextDueAfter: (ranAt: Date) => Date;
  /** How long past its due time a run may come (Cloud Scheduler's delay, the job's own retries). */
  readonly graceMs: number;
}

export const JOB_SCHEDULES: Record<ScheduledJob, JobSchedule> = {
  retryQueuedMail: {
    label: 'Envío de correos pendientes',
    when: 'cada 5 minutos',
    nextDueAfter: (ranAt) => new Date(ranAt.getTime() + 5 * MINUTE),
    graceMs: 10 * MINUTE,
  },
  dailyDigest: {
    label: 'Resumen diario y recordatorios de charlas',
    when: 'cada día a las 7:00',
    nextDueAfter: (ranAt) => nextOfficeHour(ranAt, 7, false),
    graceMs: HOUR,
  },
  measureNumberSpace: {
    label: 'Medidor de números e informe mensual',
    when: 'cada día a las 5:00',
    nextDueAfter: (ranAt) => nextOfficeHour(ranAt, 5, false),
    graceMs: HOUR,
  },
  monthlyPurge: {
    label: 'Purga mensual',
    when: 'el día 1 de cada mes a las 6:00',
    nextDueAfter: (ranAt) => nextOfficeHour(ranAt, 6, true),
    graceMs: HOUR,
  },
};
