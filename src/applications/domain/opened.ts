import type { ApplicationRecord } from './application-record';
import { stageOf, type WorkflowFlags } from './workflow/stage';

/**
 * A new arrival: a Nueva that no member of staff has opened yet. The office shares the work, so
 * this is kept on the application (openedAt, stamped by storage the first time anyone opens it),
 * never per person or per browser. Only a Nueva is marked: one in any other stage was worked from
 * its detail, so someone has seen it, whether or not it carries the stamp (those stored before the
 * stamp existed never do). The list marks it; it counts nothing: the stage filters' counts
 * (Nuevas in the tab's title) stay what they were, as a stage says what is to be done and the mark
 * only that nobody has looked yet.
 */
export const isUnopened = (record: Pick<ApplicationRecord, 'openedAt'> & WorkflowFlags): boolean =>
  record.openedAt === null && stageOf(record) === 'nueva';
