import type { Stage } from '../domain/workflow/stage';
import { STAGE_LABELS } from '../domain/workflow/stage-labels';

export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={`stage-badge stage-badge--${stage}`}>{STAGE_LABELS[stage]}</span>;
}
