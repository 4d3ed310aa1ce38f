import type { Clock } from './clock';

/** What came first: the work's value, or the deadline (the work left to finish on its own). */
export type RacedToDeadline<T> = { inTime: true; value: T } | { inTime: false };

const LATE = Symbol('late');

/**
 * Waits for `work` until `deadline` at most, so that a slow courtesy (an e-mail queued, a link
 * issued) never delays an answer that is due. Without a deadline it simply waits. Past it the work
 * keeps running, unheard: its later failure is swallowed here, as nobody is left to hear it. A
 * failure in time is the caller's, as the work's own.
 */
export async function raceDeadline<T>(
  work: Promise<T>,
  deadline: Date | undefined,
  clock: Clock,
): Promise<RacedToDeadline<T>> {
  if (!deadline) return { inTime: true, value: await work };
  const timeLeft = Math.max(0, deadline.getTime() - clock.now().getTime());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((done) => (timer = setTimeout(() => done(LATE), timeLeft)));
  const outcome = await Promise.race([work, late]).finally(() => clearTimeout(timer));
  if (outcome !== LATE) return { inTime: true, value: outcome };
  work.catch(() => undefined);
  return { inTime: false };
}
