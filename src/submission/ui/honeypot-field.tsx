import { HONEYPOT_FIELD_LABEL, HONEYPOT_FIELD_NAME as HONEYPOT_NAME } from '../domain/honeypot';

/**
 * A field people never meet: off screen, hidden from assistive technology and out of the tab
 * order. Form-filling bots fill every input they find; a filled one marks the submit as a bot's.
 * Not display:none, which many bots know to skip.
 */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor="campo-website">{HONEYPOT_FIELD_LABEL}</label>
      <input
        id="campo-website"
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** What the submitted form carried in the honeypot: empty for people. */
export function honeypotValue(form: unknown): string {
  if (typeof HTMLFormElement === 'undefined' || !(form instanceof HTMLFormElement)) return '';
  const value = new FormData(form).get(HONEYPOT_NAME);
  return typeof value === 'string' ? value : '';
}
