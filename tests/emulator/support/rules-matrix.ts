import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { ROLES, type Actor, type Role } from './staff-rules-world';

/** One request, and the roles the rules must let make it. */
export interface Operation {
  name: string;
  allowed: readonly Role[];
  run(actor: Actor): Promise<unknown>;
}

/**
 * Every operation of every group tried by every role: allowed where listed, denied everywhere
 * else. Then a check that the matrix has at least `minimumDenied` denied cases, for every role.
 */
export function describeRulesMatrix(
  title: string,
  groups: readonly (readonly [string, readonly Operation[]])[],
  actor: (role: Role) => Promise<Actor>,
  minimumDenied: number,
): void {
  const cases = (operations: readonly Operation[]) =>
    operations.flatMap((operation) =>
      ROLES.map((role) => ({ role, operation, allowed: operation.allowed.includes(role) })),
    );
  const all = groups.flatMap(([, operations]) => cases(operations));

  for (const [groupName, operations] of groups) {
    describe(`${title}: ${groupName}`, () => {
      for (const { role, operation, allowed } of cases(operations)) {
        it(`${role} ${allowed ? 'may' : 'may not'} ${operation.name}`, async () => {
          const run = operation.run(await actor(role));
          await (allowed ? assertSucceeds(run) : assertFails(run));
        });
      }
    });
  }

  describe(`${title}: the matrix`, () => {
    it(`has at least ${minimumDenied} denied cases beside the allowed ones, for every role`, () => {
      expect(all.filter(({ allowed }) => !allowed).length).toBeGreaterThanOrEqual(minimumDenied);
      expect(all.filter(({ allowed }) => allowed).length).toBeGreaterThan(0);
      for (const role of ROLES)
        expect(all.filter((testCase) => testCase.role === role).length).toBe(
          all.length / ROLES.length,
        );
    });
  });
}
