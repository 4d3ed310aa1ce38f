import { SearchBox } from '../../../shared/ui/search-box';

/** Finds a person's applications by DUI, or one application by its number. */
export function PersonSearchForm({ onSearch }: { onSearch: (text: string) => void }) {
  return (
    <SearchBox
      id="buscar-titular"
      label="DUI del titular o número de solicitud"
      hint="Con el DUI aparecen todas las solicitudes de esa persona. Por ejemplo 02495046-3 o SOL4821."
      onSearch={onSearch}
    />
  );
}
