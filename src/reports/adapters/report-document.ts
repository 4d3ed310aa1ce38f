import { CLOSE_REASONS } from '../../applications/domain/workflow/transitions';
import { MalformedDocumentError } from '../../shared/domain/storage-errors';
import { formUseInMonthOf, OPEN_STAGES, type MonthlyReport } from '../domain/monthly-report';
import { isReportMonth } from '../domain/report-month';
import { isFormUseDay } from '../../form-use/domain/form-use';
import { isCount } from '../../shared/domain/count';

/**
 * Reports/{YYYY-MM} as both SDKs see it: the server writes it
 * (server/admin-monthly-report-store.ts), the staff page reads it
 * (firestore/firestore-monthly-report-readings.ts). Counts as numbers, the reasons and stages as
 * maps, `talks` (held, seats, attendance) and `formUse` (started, sent, and `countedFrom` in the
 * month counting began) only when the report has them (one kept from before they were counted
 * has none); `computedAt` a timestamp that each SDK writes and reads its own way.
 */
export const reportFields = ({ month, applications, talks, formUse }: MonthlyReport) => ({
  month,
  received: applications.received,
  associated: applications.associated,
  medianDaysToMember: applications.medianDaysToMember,
  closedByReason: { ...applications.closedByReason },
  openWhenComputed: { ...applications.openWhenComputed },
  ...(talks
    ? { talks: { held: talks.held, seats: talks.seats, attendance: talks.attendance } }
    : {}),
  ...(formUse ? { formUse: formUseInMonthOf(formUse) } : {}),
});

/**
 * The stored report, every field checked (MalformedDocumentError names the field otherwise).
 * `computedAt`: the SDK's timestamp as a Date, undefined when it is not a timestamp.
 */
export function monthlyReportOf(
  path: string,
  data: Record<string, unknown>,
  computedAt: Date | undefined,
): MonthlyReport {
  const fail = (field: string, problem: string) => new MalformedDocumentError(path, field, problem);
  const count = (value: unknown, field: string): number => {
    if (isCount(value)) return value;
    throw fail(field, 'should be a whole number, zero or more');
  };
  const countsOf = <K extends string>(field: string, keys: readonly K[]): Record<K, number> => {
    const map = data[field];
    if (typeof map !== 'object' || map === null) throw fail(field, 'should be a map of counts');
    const counts = map as Record<string, unknown>;
    return Object.fromEntries(
      keys.map((key) => [key, count(counts[key], `${field}.${key}`)]),
    ) as Record<K, number>;
  };
  const { month, medianDaysToMember: median, talks, formUse } = data;
  const countedFromOf = (value: unknown) => {
    if (value === undefined) return {};
    if (!isFormUseDay(value)) throw fail('formUse.countedFrom', 'should be a day, YYYY-MM-DD');
    return { countedFrom: value };
  };
  if (!isReportMonth(month)) throw fail('month', 'should be a month, YYYY-MM');
  if (median !== null && !(typeof median === 'number' && median >= 0))
    throw fail('medianDaysToMember', 'should be a number of days, or null');
  if (computedAt === undefined) throw fail('computedAt', 'should be a timestamp');
  const report: MonthlyReport = {
    month,
    computedAt,
    applications: {
      received: count(data.received, 'received'),
      associated: count(data.associated, 'associated'),
      medianDaysToMember: median,
      closedByReason: countsOf('closedByReason', CLOSE_REASONS),
      openWhenComputed: countsOf('openWhenComputed', OPEN_STAGES),
    },
  };
  const mapOf = (value: unknown, field: string): Record<string, unknown> | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || value === null) throw fail(field, 'should be a map');
    return value as Record<string, unknown>;
  };
  const talkCounts = mapOf(talks, 'talks');
  const formUseCounts = mapOf(formUse, 'formUse');
  return {
    ...report,
    ...(talkCounts
      ? {
          talks: {
            held: count(talkCounts.held, 'talks.held'),
            seats: count(talkCounts.seats, 'talks.seats'),
            attendance: count(talkCounts.attendance, 'talks.attendance'),
          },
        }
      : {}),
    ...(formUseCounts
      ? {
          formUse: {
            started: count(formUseCounts.started, 'formUse.started'),
            sent: count(formUseCounts.sent, 'formUse.sent'),
            ...countedFromOf(formUseCounts.countedFrom),
          },
        }
      : {}),
  };
}
