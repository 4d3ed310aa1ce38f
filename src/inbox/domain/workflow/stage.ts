/**
 * The stages of an application, read from the three flags the spec stores. A new application is
 * Nueva (alert true); staff take it En trámite (alert false); it ends Asociada or Cerrada.
 */
export const STAGES = ['nueva', 'en-tramite', 'asociada', 'cerrada'] as const;

export type Stage = (typeof STAGES)[number];

export interface WorkflowFlags {
  alert: boolean;
  status: boolean;
  isAssociated: boolean;
}

/** The flags each stage is stored as. Nueva is what the public page saves (spec, point 4). */
export const STAGE_FLAGS: Readonly<Record<Stage, Readonly<WorkflowFlags>>> = {
  nueva: { alert: true, status: true, isAssociated: false },
  'en-tramite': { alert: false, status: true, isAssociated: false },
  asociada: { alert: false, status: true, isAssociated: true },
  cerrada: { alert: false, status: false, isAssociated: false },
};

/**
 * Any combination of flags has a stage; an associated member counts as Asociada whatever else is
 * set.
 */
export function stageOf({ alert, status, isAssociated }: WorkflowFlags): Stage {
  if (isAssociated) return 'asociada';
  if (!status) return 'cerrada';
  return alert ? 'nueva' : 'en-tramite';
}
