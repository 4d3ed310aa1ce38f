import { type StageFilter, STAGE_FILTERS } from '../../applications/domain/application-lists';

/**
 * The lists staff choose from: each stage filter, and 'esperando', the applications En trámite
 * waiting on the applicant (progress.ts), shown right after En trámite, which holds them.
 */
export type ListFilter = StageFilter | 'esperando';

export const LIST_FILTERS: readonly ListFilter[] = STAGE_FILTERS.flatMap((filter) =>
  filter === 'en-tramite' ? [filter, 'esperando' as const] : [filter],
);
