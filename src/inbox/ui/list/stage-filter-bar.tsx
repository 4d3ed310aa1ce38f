import type { ListFilter } from '../../domain/list-filters';
import { LIST_FILTERS } from '../../domain/list-filters';
import { countText } from '../../domain/application-count';
import { FILTER_LABELS } from '../stage-labels';
import { useKeptInLine } from '../../../shared/ui/use-kept-in-line';

interface StageFilterBarProps {
  value: ListFilter;
  onChange: (filter: ListFilter) => void;
  newCount: number | undefined;
}

/** The stages as buttons: wrapped on a computer, one line that scrolls sideways on a phone. */
export function StageFilterBar({ value, onChange, newCount }: StageFilterBarProps) {
  const line = useKeptInLine<HTMLDivElement>('[aria-pressed="true"]', value);
  return (
    <div ref={line} role="group" aria-label="Mostrar solicitudes" className="stage-filter">
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
