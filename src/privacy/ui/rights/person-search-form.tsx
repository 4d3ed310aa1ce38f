import { useForm } from 'react-hook-form';

/** What was typed stays in the box, so a typo can be fixed rather than retyped. */
export function PersonSearchForm({ onSearch }: { onSearch: (text: string) => void }) {
  const { register, handleSubmit } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  return (
    <form
      role="search"
      className="search-form"
      noValidate
      onSubmit={handleSubmit(({ text }) => onSearch(text.trim()))}
    >
      <label className="field__label" htmlFor="buscar-titular">
        DUI del titular o número de solicitud
      </label>
      <div className="search-form__row">
        <input
          id="buscar-titular"
          className="field__control"
          type="search"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="buscar-titular-ayuda"
          {...register('text')}
        />
        <button type="submit" className="button button--primary search-form__button">
          Buscar
        </button>
      </div>
      <p id="buscar-titular-ayuda" className="field__hint">
        Con el DUI aparecen todas las solicitudes de esa persona. Por ejemplo 02495046-3 o SOL4821.
      </p>
    </form>
  );
}
