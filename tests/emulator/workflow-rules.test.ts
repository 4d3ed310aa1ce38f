import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { STAGES } from '../../src/applications/domain/workflow/stage';
import { CLOSE_REASONS, TRANSITIONS } from '../../src/applications/domain/workflow/transitions';
import { moveApplication, registerStaffRulesWorld } from './support/staff-rules-world';

const world = registerStaffRulesWorld('workflow-rules');

const isTransition = (from: string, to: string) =>
  TRANSITIONS.some((transition) => transition.from === from && transition.to === to);

/** firestore.rules restates the workflow; these prove the two say the same. */
describe('firestore.rules and src/applications/domain/workflow agree', () => {
  for (const from of STAGES) {
    for (const to of STAGES) {
      const allowed = isTransition(from, to);
      it(`${allowed ? 'allows' : 'denies'} a move from ${from} to ${to}`, async () => {
        // Undoing an association is an admin's (requirements/association.ts); every other move
        // is any member's. applicationAt meets every requirement of one En trámite.
        const mover = await world.actor(from === 'asociada' ? 'admin' : 'staff');
        const move = moveApplication(mover, await world.applicationAt(from), {
          from,
          to,
          reason: to === 'cerrada' ? 'desistio' : null,
        });
        await (allowed ? assertSucceeds(move) : assertFails(move));
      });
    }
  }

  for (const reason of CLOSE_REASONS) {
    it(`accepts ${reason} as the reason for closing`, async () => {
      const staff = await world.actor('staff');
      await assertSucceeds(
        moveApplication(staff, await world.applicationAt('en-tramite'), {
          from: 'en-tramite',
          to: 'cerrada',
          reason,
        }),
      );
    });
  }
});
