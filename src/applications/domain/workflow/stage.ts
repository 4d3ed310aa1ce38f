import { ARRIVAL_FLAGS } from '../stored-application';

/**
 * The stages of an application, read from the three flags the spec stores. A new application is
 * Nueva (alert true); staff take it En trámite (alert false); it ends Asociada or Cerrada. One the
 * server took in past its hourly limit waits En revisión until staff accept it as Nueva or close
 * it (as spam, most likely).
 */
export const STAGES = ['nueva', 'en-tramite', 'asociada', 'cerrada', 'en-revision'] as const;

export type Stage = (typeof STAGES)[number];

export interface WorkflowFlags {
  alert: boolean;
  status: boolean;
  isAssociated: boolean;
}

/**
 * The flags each stage is stored as. Nueva is what the public page saves (spec, point 4); En
 * revisión is still flagged (alert) but not open (status), as the server stores it.
 */
export const STAGE_FLAGS: Readonly<Record<Stage, Readonly<WorkflowFlags>>> = {
  nueva: ARRIVAL_FLAGS.nueva,
  'en-tramite': { alert: false, status: true, isAssociated: false },
  asociada: { alert: false, status: true, isAssociated: true },
  cerrada: { alert: false, status: false, isAssociated: false },
  'en-revision': ARRIVAL_FLAGS['en-revision'],
};

/**
 * Any combination of flags has a stage; an associated member counts as Asociada whatever else is
 * set.
 */
export function stageOf({ alert, status, isAssociated }: WorkflowFlags): Stage {
  if (isAssociated) return 'asociada';
  if (!status) return alert ? 'en-revision' : 'cerrada';
  return alert ? 'nueva' : 'en-tramite';
}
