import type { Clock } from '../domain/clock';
import type { WaitUntil } from '../domain/wait-until';

/** WaitUntil on a real timer: what is left until `moment` by the clock, at least nothing. */
export const timerWaitUntil =
  (clock: Clock): WaitUntil =>
  (moment) =>
    new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, moment.getTime() - clock.now().getTime())),
    );
