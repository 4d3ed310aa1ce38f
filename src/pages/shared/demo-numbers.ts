import {
  applicationIdFromNumber,
  LOWEST_APPLICATION_NUMBER,
  type ApplicationId,
} from '../../applications/domain/application-id';

/** How many SOL numbers there are (SOL1000..SOL9999). */
const NUMBER_SPACE = 9_000;

/**
 * The SOL number of the demo's `index`-th fictitious applicant. 2,711 is prime, so every index
 * below 9,000 has a number of its own: the same applicants, with the same numbers, on every run.
 */
export const demoNumber = (index: number): ApplicationId =>
  applicationIdFromNumber(LOWEST_APPLICATION_NUMBER + ((index * 2_711) % NUMBER_SPACE));

/** How many applications the demo's inbox starts with (indexes 0 to 31). */
export const DEMO_INBOX_SIZE = 32;
/** The first of the six old applications (demo-past-applications.ts). */
export const FIRST_PAST_INDEX = 8_000;
const PAST_COUNT = 6;
/** The first of three numbers left by erasures before the demo began (demo-erased-numbers.ts). */
export const FIRST_ERASED_INDEX = 8_100;
const ERASED_COUNT = 3;

const range = (first: number, count: number) =>
  Array.from({ length: count }, (_, offset) => first + offset);

/**
 * Every number the demo's inbox holds before anything arrives: its fictitious applications, the
 * old ones and the erased ones. The demo's public page never gives one of them to an applicant,
 * so what it sends can join any inbox of the same browser, even one opened after the send (the
 * inbox's later arrivals skip a number they find taken).
 */
export function fictitiousSeedNumbers(): ApplicationId[] {
  return [
    ...range(0, DEMO_INBOX_SIZE),
    ...range(FIRST_PAST_INDEX, PAST_COUNT),
    ...range(FIRST_ERASED_INDEX, ERASED_COUNT),
  ].map(demoNumber);
}

/**
 * Where the demo's inbox shows the search for one SOL number (staff-location.ts writes the same
 * address; a test holds them equal): the public page's receipt links there.
 */
export const demoInboxSearchPath = (id: ApplicationId): string => `/personal/buscar/${id}`;
