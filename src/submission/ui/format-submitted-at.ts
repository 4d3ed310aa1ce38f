import { cooperative } from '../../shared/content/cooperative';

/** The moment of the application as the office reads it: Salvadoran Spanish, the office's clock. */
export function formatSubmittedAt(date: Date): string {
  return new Intl.DateTimeFormat('es-SV', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: cooperative.office.timeZone,
  }).format(date);
}
