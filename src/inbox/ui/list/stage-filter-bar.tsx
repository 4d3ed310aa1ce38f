import type { ListFilter } from '../../domain/application-inbox';
import { LIST_FILTERS } from '../../domain/application-inbox';
import { countText } from '../../domain/application-count';
import { FILTER_LABELS } from '../stage-labels';

interface StageFilterBarProps {
  value: ListFilter;
  onChange: (filter: ListFilter) => void;
  newCount: number | undefined;
}

export function StageFilterBar({ value, onChange, newCount }: StageFilterBarProps) {
  return (
    <div role="group" aria-label="Mostrar solicitudes" className="stage-filter">
      {LIST_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="stage-filter__button"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {FILTER_LABELS[filter]}
          {filter === 'nueva' && newCount !== undefined ? ` (${countText(newCount)})` : null}
        </button>
      ))}
    </div>
  );
}
