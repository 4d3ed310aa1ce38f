import type { ApplicationId } from '../../applications/domain/application-id';

/** Where Estado's links lead on the staff page, and how the page follows one in place. */
export interface HealthLinks {
  applicationHref: (id: ApplicationId) => string;
  estadoHref: string;
  privacyHref: string;
  follow: (href: string) => void;
}
