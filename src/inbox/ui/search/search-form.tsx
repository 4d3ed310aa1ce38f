import { SearchBox } from '../../../shared/ui/search-box';

interface SearchFormProps {
  /** What the box holds: the search shown ('' with the list), set again by Back and Forward. */
  text: string;
  onSearch: (text: string) => void;
  onClear: () => void;
  searching: boolean;
}

/** Searching for nothing shows the list again; so does 'Ver la lista', which empties the box. */
export function SearchForm({ text, onSearch, onClear, searching }: SearchFormProps) {
  return (
    <SearchBox
      id="buscar"
      text={text}
      label="Buscar por número, nombre, DUI, teléfono o correo"
      hint="Por ejemplo 4821 o SOL4821, López, 02495046-3, 7123-4567 o nombre@correo.com."
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
