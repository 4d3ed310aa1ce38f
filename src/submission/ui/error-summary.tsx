import type { MouseEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ApplicationForm } from '../../applications/domain/stored-application';
import type { ApplicationErrors } from '../domain/rules/application-rules';
import { ERROR_SUMMARY_TITLE, errorSummary } from '../domain/error-summary';
import { fieldId } from '../domain/form-field-descriptions';

/** The form library's errors as the rules word them: each field's message. */
export function messagesOf(errors: FieldErrors<ApplicationForm>): ApplicationErrors {
  const messages: ApplicationErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = error?.message;
    if (typeof message === 'string') messages[name as keyof ApplicationErrors] = message;
  }
  return messages;
}

/**
 * A link followed as GOV.UK's summary follows it: the field focused and its label in view. The
 * link alone would scroll the control to the screen's top edge, its label out of sight above it.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  control.focus({ preventScroll: true });
  const label = document.querySelector(`label[for="${id}"]`) ?? control;
  const viewport = document.scrollingElement;
  // A little room above the label, as the page's own anchors leave.
  if (viewport) viewport.scrollTop += label.getBoundingClientRect().top - 16;
}

/**
 * The spec's alert, with a link to each field in error and what is wrong with it (error-summary.ts,
 * as the server's plain form lists them). The whole summary is the alert, so a screen reader reads
 * the list with it; the form's focus goes to the first field in error, as before.
 */
export function ErrorSummary({ errors }: { errors: ApplicationErrors }) {
  const entries = errorSummary(errors);
  if (entries.length === 0) return null;
  return (
    <div
      className="notice notice--error error-summary"
      role="alert"
      aria-labelledby="resumen-errores"
    >
      <h3 id="resumen-errores" className="notice__title">
        {ERROR_SUMMARY_TITLE}
      </h3>
      <ul>
        {entries.map(({ field, href, text }) => (
          <li key={field}>
            <a href={href} onClick={(event) => focusField(event, fieldId(field))}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
