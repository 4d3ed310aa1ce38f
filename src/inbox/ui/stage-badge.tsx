import type { Stage } from '../../applications/domain/workflow/stage';
import { STAGE_LABELS } from '../../applications/domain/workflow/stage-labels';

export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={`stage-badge stage-badge--${stage}`}>{STAGE_LABELS[stage]}</span>;
}
