import { describe, expect, it } from 'vitest';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../../src/applications/domain/application-id';
import { freeNumbersFrom, SWEEP_PAGES } from '../../../src/submission/domain/free-numbers';
import type { TakenNumbers } from '../../../src/applications/domain/taken-numbers';
import { allApplicationIds, seededRandom } from '../../support/deterministic';

/** Held ids in memory, as the port gives them, with every read it was asked for. */
function holding(ids: Iterable<ApplicationId>) {
  const held = [...new Set(ids)].sort();
  const reads: { from: ApplicationId; limit: number }[] = [];
  const taken: TakenNumbers = {
    async takenFrom(from, limit) {
      reads.push({ from, limit });
      const first = held.findIndex((id) => id >= from);
      return first < 0 ? [] : held.slice(first, first + limit);
    },
  };
  return { taken, reads };
}

const sol = (...numbers: number[]) => numbers.map(applicationIdFromNumber);

async function collect(sweep: AsyncIterable<ApplicationId>, atMost = Infinity) {
  const found: ApplicationId[] = [];
  for await (const id of sweep) {
    found.push(id);
    if (found.length >= atMost) break;
  }
  return found;
}

const allBut = (...free: number[]) => {
  const kept = new Set(sol(...free));
  return allApplicationIds().filter((id) => !kept.has(id));
};

describe('the sweep for a free number (freeNumbersFrom)', () => {
  it('meets the free numbers from the start upwards, past the taken ones', async () => {
    const { taken } = holding(sol(5000, 5001, 5003, 5006));

    expect(await collect(freeNumbersFrom('SOL5000', taken), 3)).toEqual(sol(5002, 5004, 5005));
    expect(await collect(freeNumbersFrom('SOL5004', taken), 1)).toEqual(sol(5004));
  });

  it('wraps from SOL9999 to SOL1000 and stops just before the start: each free number once', async () => {
    const { taken } = holding(allBut(1000, 4999, 5001, 9999));

    expect(await collect(freeNumbersFrom('SOL5000', taken))).toEqual(sol(5001, 9999, 1000, 4999));
    expect(await collect(freeNumbersFrom('SOL1000', taken))).toEqual(sol(1000, 4999, 5001, 9999));
    expect(await collect(freeNumbersFrom('SOL9999', taken))).toEqual(sol(9999, 1000, 4999, 5001));
  });

  it('finds nothing in a full space, reading every held id about once in a dozen or so pages', async () => {
    const { taken, reads } = holding(allApplicationIds());

    expect(await collect(freeNumbersFrom('SOL6543', taken))).toEqual([]);

    // Pages of 100, 200, 400, 800, then 1,000: a dozen round trips, about 9,000 ids read.
    expect(reads.map(({ limit }) => limit).slice(0, 6)).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(reads.length).toBeLessThanOrEqual(13);
    const idsRead = reads.reduce((sum, { limit }) => sum + limit, 0);
    expect(idsRead).toBeLessThan(9000 + 2 * SWEEP_PAGES.largest);
  });

  it('reads only as far as its caller asks: one page when a free number is near', async () => {
    const random = seededRandom(16);
    const { taken, reads } = holding(allApplicationIds().filter(() => random.next() < 0.95));

    expect(await collect(freeNumbersFrom('SOL3000', taken), 1)).toHaveLength(1);
    expect(reads).toEqual([{ from: 'SOL3000', limit: SWEEP_PAGES.first }]);
  });

  it.each([
    [1, 1],
    [3, 3],
    [1, 7],
    [SWEEP_PAGES.first, SWEEP_PAGES.largest],
  ])(
    'gives exactly the free numbers in sweep order, whatever the gaps and page edges (pages of %i to %i)',
    async (first, largest) => {
      for (const seed of [1, 2, 3]) {
        const random = seededRandom(seed * largest + first);
        const fullness = [0.5, 0.97, 0.999][seed - 1] ?? 0.5;
        const held = new Set(allApplicationIds().filter(() => random.next() < fullness));
        const start = applicationIdFromNumber(1000 + Math.floor(random.next() * 9000));
        const ordered = allApplicationIds();
        const from = ordered.indexOf(start);
        const expected = [...ordered.slice(from), ...ordered.slice(0, from)].filter(
          (id) => !held.has(id),
        );

        const pages = { first, largest };
        const found = await collect(freeNumbersFrom(start, holding(held).taken, pages));

        expect(found).toEqual(expected);
      }
    },
  );

  it('stops with an error, never loops, when an adapter does not read from where it was asked', async () => {
    const stuck: TakenNumbers = {
      takenFrom: async (_from, limit) => sol(1000, 1001).slice(0, limit),
    };

    const pages = { first: 2, largest: 2 };

    await expect(collect(freeNumbersFrom('SOL5000', stuck, pages))).rejects.toThrow(/forward/);
  });
});
