import { forwardRef } from 'react';

/**
 * A field people never meet: off screen, hidden from assistive technology and out of the tab
 * order. Form-filling bots fill every input they find; a filled one marks the submit as a bot's.
 * Not display:none, which many bots know to skip.
 */
export const HoneypotField = forwardRef<HTMLInputElement>(function HoneypotField(_props, ref) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor="campo-website">Sitio web (deja este campo vacío)</label>
      <input ref={ref} id="campo-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
});
