import { SearchBox } from '../../../shared/ui/search-box';

interface SearchFormProps {
  onSearch: (text: string) => void;
  onClear: () => void;
  searching: boolean;
}

/** Searching for nothing shows the list again; so does 'Ver la lista', which empties the box. */
export function SearchForm({ onSearch, onClear, searching }: SearchFormProps) {
  return (
    <SearchBox
      id="buscar"
      label="Buscar por número SOL, DUI, teléfono o correo"
      hint="Por ejemplo SOL4821, 02495046-3, 7123-4567 o nombre@correo.com."
      onSearch={(text) => (text === '' ? onClear() : onSearch(text))}
      extraButtons={(reset) =>
        searching ? (
          <button
            type="button"
            className="button button--secondary search-form__button"
            onClick={() => {
              reset();
              onClear();
            }}
          >
            Ver la lista
          </button>
        ) : null
      }
    />
  );
}
