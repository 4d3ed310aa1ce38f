import {
  applicationIdFromNumber,
  HIGHEST_APPLICATION_NUMBER,
  LOWEST_APPLICATION_NUMBER,
  type ApplicationId,
} from '../../applications/domain/application-id';
import type { TakenNumbers } from '../../applications/domain/taken-numbers';

/** How many ids a sweep asks for at a time: the first page, and the most any page may ask. */
export interface SweepPages {
  first: number;
  largest: number;
}

/**
 * The sweep runs only once random draws failed, when the space is very full, and Firestore bills
 * a read per document a query returns. The first page is small: with 5 % free it nearly always
 * holds a free number. Each next page doubles, so that even a full space takes at most 13 round
 * trips (some 9,000 reads), well inside the intake's deadline; pages of 100 would take 90.
 */
export const SWEEP_PAGES: SweepPages = { first: 100, largest: 1000 };

const numberOf = (id: ApplicationId) => Number(id.slice('SOL'.length));

/**
 * Every free number, in the order a sweep from `start` meets them: up to SOL9999, then from
 * SOL1000 back to just before `start`, so each number comes at most once. Reads the taken ids a
 * page at a time, only as far as the caller keeps asking. A number given here may be taken by
 * the time it is tried: storage's create stays the check.
 */
export async function* freeNumbersFrom(
  start: ApplicationId,
  taken: TakenNumbers,
  pages: SweepPages = SWEEP_PAGES,
): AsyncGenerator<ApplicationId, void, undefined> {
  let pageSize = pages.first;
  const nextPageSize = () => {
    const size = pageSize;
    pageSize = Math.min(pageSize * 2, pages.largest);
    return size;
  };
  yield* freeBetween(numberOf(start), HIGHEST_APPLICATION_NUMBER, taken, nextPageSize);
  yield* freeBetween(LOWEST_APPLICATION_NUMBER, numberOf(start) - 1, taken, nextPageSize);
}

async function* freeBetween(
  from: number,
  to: number,
  taken: TakenNumbers,
  nextPageSize: () => number,
) {
  let next = from;
  while (next <= to) {
    const pageStart = next;
    const limit = nextPageSize();
    const page = await taken.takenFrom(applicationIdFromNumber(pageStart), limit);
    // A short page, or one that reaches past `to`, leaves nothing held before `to`.
    let pastLast = page.length < limit;
    for (const held of page.map(numberOf)) {
      if (held > to) {
        pastLast = true;
        break;
      }
      for (; next < held; next++) yield applicationIdFromNumber(next);
      next = Math.max(next, held + 1);
    }
    if (pastLast) {
      for (; next <= to; next++) yield applicationIdFromNumber(next);
      return;
    }
    // Only an adapter that breaks its contract (not ascending from `from`) could stall here.
    if (next === pageStart) throw new Error('TakenNumbers gave a page that does not move forward');
  }
}
