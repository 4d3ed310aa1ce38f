import type { StageChange } from '../history-entry';
import { TransitionNotAllowedError } from '../application-errors';
import type { Stage } from './stage';
import {
  findTransition,
  isCloseReason,
  TRANSITIONS,
  type CloseReason,
  type WorkflowAction,
} from './transitions';

/**
 * The one answer to "may an application move so?", asked by the use case and by every adapter
 * before it writes: a move of the workflow, with a close reason exactly when it closes. The rules
 * (firestore.rules) say the same, and tests/emulator/workflow-rules.test.ts keeps them agreeing.
 */
export function isAllowedChange({ from, to, reason }: StageChange): boolean {
  const isMove = TRANSITIONS.some((transition) => transition.from === from && transition.to === to);
  return isMove && (to === 'cerrada' ? isCloseReason(reason) : reason === null);
}

export function requireAllowedChange(change: StageChange): void {
  if (!isAllowedChange(change)) {
    throw new TransitionNotAllowedError(
      `${change.from} to ${change.to} with this reason is not a move of the workflow`,
    );
  }
}

/** The change an action asks for from the stage staff saw; a reason counts only when it closes. */
export function stageChangeFor(
  from: Stage,
  action: WorkflowAction,
  reason?: CloseReason,
): StageChange {
  const transition = findTransition(from, action);
  if (!transition) throw new TransitionNotAllowedError(`${action} is not allowed from ${from}`);
  const change = {
    from,
    to: transition.to,
    reason: transition.to === 'cerrada' ? (reason ?? null) : null,
  };
  requireAllowedChange(change);
  return change;
}
