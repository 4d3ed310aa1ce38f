import { describe, expect, it } from 'vitest';
import { raceDeadline } from '../../../src/shared/domain/race-deadline';
import { fixedClock } from '../../support/deterministic';

const clock = fixedClock();
const inMs = (ms: number) => new Date(clock.now().getTime() + ms);

describe('raceDeadline (a courtesy never holds an answer past its deadline)', () => {
  it('hands the work its value when it ends in time', async () => {
    expect(await raceDeadline(Promise.resolve('/estado/abc'), inMs(50), clock)).toEqual({
      inTime: true,
      value: '/estado/abc',
    });
  });

  it('stops waiting at the deadline for work that has not ended', async () => {
    const hanging = new Promise<string>(() => undefined);

    expect(await raceDeadline(hanging, inMs(10), clock)).toEqual({ inTime: false });
  });

  it("passes on the work's failure when it comes in time", async () => {
    await expect(
      raceDeadline(Promise.reject(new Error('UNAVAILABLE')), inMs(50), clock),
    ).rejects.toThrow('UNAVAILABLE');
  });

  it('waits for the work however long it takes when there is no deadline', async () => {
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(7), 30));

    expect(await raceDeadline(slow, undefined, clock)).toEqual({ inTime: true, value: 7 });
  });

  it('stops at once when the deadline has passed already', async () => {
    expect(await raceDeadline(new Promise(() => undefined), inMs(-1000), clock)).toEqual({
      inTime: false,
    });
  });
});
