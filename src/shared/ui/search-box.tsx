import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formSubmit } from './form-submit';

interface SearchBoxProps {
  /** The box's id; its hint's id is this followed by '-ayuda'. */
  id: string;
  label: string;
  hint: string;
  /** What the box holds when the search shown changes from outside it (Back, Forward). */
  text?: string;
  /** Called with what was typed, trimmed (possibly empty). */
  onSearch: (text: string) => void;
  /** More buttons after 'Buscar'; `reset` empties the box. */
  extraButtons?: (reset: () => void) => ReactNode;
}

/** What was typed stays in the box after searching, so a typo can be fixed rather than retyped. */
export function SearchBox({ id, label, hint, text, onSearch, extraButtons }: SearchBoxProps) {
  const { register, handleSubmit, reset } = useForm<{ text: string }>({
    defaultValues: { text: text ?? '' },
  });
  useEffect(() => {
    if (text !== undefined) reset({ text });
  }, [text, reset]);
  return (
    <form
      role="search"
      className="search-form"
      noValidate
      onSubmit={formSubmit(handleSubmit(({ text }) => onSearch(text.trim())))}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          className="field__control"
          type="search"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-ayuda`}
          {...register('text')}
        />
        <button type="submit" className="button button--primary search-form__button">
          Buscar
        </button>
        {extraButtons?.(() => reset())}
      </div>
      <p id={`${id}-ayuda`} className="field__hint">
        {hint}
      </p>
    </form>
  );
}
