import { describe, expect, it, vi } from 'vitest';
import type { Listener } from '../../../src/shared/domain/listener';
import { watchMapped } from '../../../src/shared/adapters/staff-firebase/watch-mapped';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';

/** A storage listener driven by hand: what onSnapshot would call, and whether it was stopped. */
interface FakeSnapshots {
  next(value: number): void;
  error(error: Error): void;
  stopped: number;
}

function fakeSnapshots() {
  const fake: FakeSnapshots = { next: () => undefined, error: () => undefined, stopped: 0 };
  const observe = (next: (value: number) => void, error: (error: Error) => void) => {
    Object.assign(fake, { next, error });
    return () => void (fake.stopped += 1);
  };
  return { fake, observe };
}

const damaged = new MalformedDocumentError('Applications/SOL1234', 'dui', 'should be a string');
const double = (value: number) => {
  if (value < 0) throw damaged;
  return value * 2;
};

function recorder(): Listener<number> & { values: number[]; errors: Error[] } {
  const values: number[] = [];
  const errors: Error[] = [];
  return {
    values,
    errors,
    next: (value) => values.push(value),
    error: (error) => errors.push(error),
  };
}

describe('watchMapped', () => {
  it('passes every snapshot on, mapped', () => {
    const { fake, observe } = fakeSnapshots();
    const listener = recorder();
    watchMapped(observe, double, listener);
    fake.next(1);
    fake.next(2);
    expect(listener.values).toEqual([2, 4]);
  });

  it("ends the watch with the mapper's error: reported once, storage stopped, no more", () => {
    const { fake, observe } = fakeSnapshots();
    const listener = recorder();
    watchMapped(observe, double, listener);
    fake.next(1);
    expect(() => fake.next(-1)).not.toThrow();
    fake.next(3);
    expect(listener.values).toEqual([2]);
    expect(listener.errors).toEqual([damaged]);
    expect(fake.stopped).toBe(1);
  });

  it("passes storage's own failure on", () => {
    const { fake, observe } = fakeSnapshots();
    const listener = recorder();
    watchMapped(observe, double, listener);
    const offline = new Error('unavailable');
    fake.error(offline);
    expect(listener.errors).toEqual([offline]);
  });

  it('stops storage when the mapper fails before onSnapshot has returned', () => {
    const stop = vi.fn();
    const listener = recorder();
    watchMapped(
      (next) => {
        next(-1);
        return stop;
      },
      double,
      listener,
    );
    expect(listener.errors).toEqual([damaged]);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
