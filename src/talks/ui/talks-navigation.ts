import type { ApplicationId } from '../../applications/domain/application-id';
import type { TalkId } from '../domain/talk';

/**
 * How Charlas moves between its list and one talk's list of who is coming, and on to an
 * application: the page gives each its own address (src/pages/staff/staff-location.ts) and keeps
 * them in the browser's history, so Back, Forward and a reload work; Charlas only asks.
 */
export interface TalksNavigation {
  /** The address of the talks' list (null) or of one talk's list of who is coming. */
  href(talk: TalkId | null): string;
  /** Goes there as a new step of the history, which Back undoes. */
  go(talk: TalkId | null): void;
  /** 'Volver a las charlas': the browser's Back when the list is the step before. */
  back(): void;
  /** An application's address in the inbox, for a real link. */
  applicationHref(id: ApplicationId): string;
  openApplication(id: ApplicationId): void;
}
