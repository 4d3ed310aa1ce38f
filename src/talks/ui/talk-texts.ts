import { formatDateTime } from '../../shared/ui/format-date';
import { AttendanceRefusedError, InvalidTalkError, SeatRefusedError } from '../domain/talk-errors';
import { freeSeats, MAX_PLACE_LENGTH, MAX_SEATS, type Talk } from '../domain/talk';

/** "jueves 3 de diciembre, 9:30 a. m. · Salón de usos múltiples" as the office reads it. */
export const talkName = (talk: Talk): string => `${formatDateTime(talk.startsAt)} · ${talk.place}`;

export const seatsText = (talk: Talk): string => {
  const free = freeSeats(talk);
  return `${talk.taken} de ${talk.seats} cupos ocupados; ${free === 0 ? 'llena' : `${free} libres`}`;
};

export const TALK_DETAIL_PROBLEMS = {
  'place-blank': 'Escribe el lugar de la charla.',
  'place-too-long': `El lugar tiene como máximo ${MAX_PLACE_LENGTH} caracteres.`,
  'place-hidden': 'El lugar tiene caracteres invisibles o de control: escríbelo de nuevo.',
  seats: `Los cupos van de 1 a ${MAX_SEATS}, y nunca menos que los ya ocupados.`,
  past: 'La fecha y la hora deben ser posteriores a este momento.',
} as const;

const SEAT_REFUSALS = {
  full: 'La charla está llena: alguien más tomó el último cupo. Elige otra charla.',
  'talk-over': 'La charla ya empezó: sus cupos no cambian.',
  'not-en-tramite': 'Solo una solicitud En trámite recibe un cupo.',
  'not-open': 'La solicitud ya no está en curso: no recibe un cupo.',
  'no-seat': 'La solicitud ya no tiene ese cupo.',
};

const ATTENDANCE_REFUSALS = {
  'not-yet': 'La asistencia se registra desde una hora antes de la charla.',
  'recorded-already': 'La asistencia ya estaba registrada.',
  'not-en-tramite':
    'La solicitud ya no está En trámite: marca la charla en su lista de requisitos.',
  'no-seat': 'La solicitud ya no tiene cupo en esta charla.',
};

/** What a failed change says: the reason when there is one, the connection otherwise. */
export function talkFailureText(error: Error | null): string | null {
  if (error === null) return null;
  if (error instanceof SeatRefusedError) return SEAT_REFUSALS[error.reason];
  if (error instanceof AttendanceRefusedError) return ATTENDANCE_REFUSALS[error.reason];
  if (error instanceof InvalidTalkError)
    return (
      TALK_DETAIL_PROBLEMS[error.message as keyof typeof TALK_DETAIL_PROBLEMS] ??
      'Revisa los datos de la charla.'
    );
  return 'No se guardó. Revisa tu conexión e inténtalo de nuevo.';
}
