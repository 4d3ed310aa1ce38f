import type { Stage } from './stage';

/** What staff can do to an application. */
export type WorkflowAction =
  'accept' | 'start' | 'associate' | 'close' | 'reopen' | 'undo-associate';

export interface Transition {
  action: WorkflowAction;
  from: Stage;
  to: Stage;
}

/**
 * The whole workflow: every move an application can make. firestore.rules allows exactly these
 * (tests/emulator/workflow-rules.test.ts checks the two agree).
 */
export const TRANSITIONS: readonly Transition[] = [
  { action: 'accept', from: 'en-revision', to: 'nueva' },
  { action: 'close', from: 'en-revision', to: 'cerrada' },
  { action: 'start', from: 'nueva', to: 'en-tramite' },
  { action: 'close', from: 'nueva', to: 'cerrada' },
  { action: 'associate', from: 'en-tramite', to: 'asociada' },
  { action: 'close', from: 'en-tramite', to: 'cerrada' },
  { action: 'reopen', from: 'cerrada', to: 'en-tramite' },
  // An admin's, within a day of the association (requirements/association.ts).
  { action: 'undo-associate', from: 'asociada', to: 'en-tramite' },
];

/**
 * Why an application was closed: a short list, so the office can count them. Spam (junk, tests,
 * a script's flood) is a reason of its own: an admin may remove those and free their numbers.
 */
export const CLOSE_REASONS = [
  'no-se-presento',
  'documentos-incompletos',
  'no-cumple-requisitos',
  'desistio',
  'duplicada',
  'spam',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export function isCloseReason(value: unknown): value is CloseReason {
  return typeof value === 'string' && (CLOSE_REASONS as readonly string[]).includes(value);
}

export function allowedTransitions(stage: Stage): Transition[] {
  return TRANSITIONS.filter((transition) => transition.from === stage);
}

export function findTransition(stage: Stage, action: WorkflowAction): Transition | undefined {
  return TRANSITIONS.find(
    (transition) => transition.from === stage && transition.action === action,
  );
}
