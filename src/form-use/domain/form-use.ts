import { officeDay } from '../../shared/domain/office-date-time';

/**
 * What the public page tells the server about its form, and nothing else: a form begun (its first
 * input) and a form sent (the receipt of a stored application). No visitor is named, numbered or
 * remembered: a day's two counts are all that is kept (docs/privacy.md).
 */
export const FORM_USE_EVENTS = ['empezado', 'enviado'] as const;
export type FormUseEvent = (typeof FORM_USE_EVENTS)[number];

export const isFormUseEvent = (value: unknown): value is FormUseEvent =>
  (FORM_USE_EVENTS as readonly unknown[]).includes(value);

/** The beacon's body, exactly: `{"event":"empezado"}` or `{"event":"enviado"}`. */
export const formUseBody = (event: FormUseEvent): string => JSON.stringify({ event });

/**
 * The event a beacon's body names, or undefined for anything else: an object with `event` and
 * nothing more, or its JSON text (a beacon's text/plain body reaches the server as a string).
 */
export function formUseEventOf(body: unknown): FormUseEvent | undefined {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== 'event') return undefined;
  const { event } = value as { event: unknown };
  return isFormUseEvent(event) ? event : undefined;
}

/** A day of the office's calendar (America/El_Salvador), YYYY-MM-DD: what counts are kept by. */
export type FormUseDay = `${number}-${number}-${number}`;

const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const isFormUseDay = (value: unknown): value is FormUseDay =>
  typeof value === 'string' && DAY_PATTERN.test(value);

/** The office's day of a moment: a count at 23:30 in San Salvador is that day's, not UTC's next. */
export const formUseDayOf = (at: Date): FormUseDay => officeDay(at) as FormUseDay;

/** A day's (or a month's) counts: forms begun, and forms sent. */
export interface FormUseFigures {
  started: number;
  sent: number;
}

/** The field each event counts in. */
export const FORM_USE_FIELD: Record<FormUseEvent, keyof FormUseFigures> = {
  empezado: 'started',
  enviado: 'sent',
};

/**
 * Forms sent as a whole percentage of the forms begun; null when none was begun (nothing to
 * measure). Both are counted by the page's beacons, so a share compares one population: forms
 * filled on a page whose script ran. A forged beacon could push it past 100 %; it is shown as
 * counted, never trimmed.
 */
export const sentShare = ({ started, sent }: FormUseFigures): number | null =>
  started === 0 ? null : Math.round((sent / started) * 100);
