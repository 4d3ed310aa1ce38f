/** Staff read dates in El Salvador's time, whatever the computer's time zone is set to. */
const EL_SALVADOR = 'America/El_Salvador';

const DATE_TIME = new Intl.DateTimeFormat('es-SV', {
  timeZone: EL_SALVADOR,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. 14/03/2026, 9:00 a. m. */
export const formatDateTime = (date: Date): string => DATE_TIME.format(date);
