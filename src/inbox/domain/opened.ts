import type { ApplicationRecord } from './application-record';

/**
 * A new arrival: no member of staff has opened its detail yet. The office shares the work, so
 * this is kept on the application (openedAt, stamped by storage the first time anyone opens it),
 * never per person or per browser. The list marks it; it counts nothing: the stage filters'
 * counts (Nuevas in the tab's title) stay what they were, as a stage says what is to be done and
 * the mark only that nobody has looked yet.
 */
export const isUnopened = (record: Pick<ApplicationRecord, 'openedAt'>): boolean =>
  record.openedAt === null;
