import { useForm } from 'react-hook-form';

interface SearchFormProps {
  onSearch: (text: string) => void;
  onClear: () => void;
  searching: boolean;
}

/** What was typed stays in the box after searching, so a typo can be fixed rather than retyped. */
export function SearchForm({ onSearch, onClear, searching }: SearchFormProps) {
  const { register, handleSubmit, reset } = useForm<{ text: string }>({
    defaultValues: { text: '' },
  });
  const search = handleSubmit(({ text }) =>
    text.trim() === '' ? onClear() : onSearch(text.trim()),
  );

  return (
    <form role="search" className="search-form" noValidate onSubmit={search}>
      <label className="field__label" htmlFor="buscar">
        Buscar por número SOL, DUI, teléfono o correo
      </label>
      <div className="search-form__row">
        <input
          id="buscar"
          className="field__control"
          type="search"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="buscar-ayuda"
          {...register('text')}
        />
        <button type="submit" className="button button--primary search-form__button">
          Buscar
        </button>
        {searching ? (
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
        ) : null}
      </div>
      <p id="buscar-ayuda" className="field__hint">
        Por ejemplo SOL4821, 02495046-3, 7123-4567 o nombre@correo.com.
      </p>
    </form>
  );
}
