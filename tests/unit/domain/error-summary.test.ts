import { describe, expect, it } from 'vitest';
import { ERROR_SUMMARY_TITLE, errorSummary } from '../../../src/submission/domain/error-summary';
import { fieldId } from '../../../src/submission/domain/form-field-descriptions';
import { validateApplicationForm } from '../../../src/submission/domain/rules/application-rules';
import {
  FIELD_REQUIRED,
  INCOMPLETE_NIT,
  INVALID_DUI,
  INVALID_NIT,
} from '../../../src/submission/domain/rules/validation-messages';
import { INVALID_FORM_ALERT } from '../../../src/submission/domain/submission-messages';
import { validForm } from '../../support/application-fixtures';

describe('the error summary', () => {
  it("is titled with the spec's alert, verbatim", () => {
    expect(ERROR_SUMMARY_TITLE).toBe('Por favor completa todos los campos requeridos.');
    expect(ERROR_SUMMARY_TITLE).toBe(INVALID_FORM_ALERT);
  });

  it('names an optional NIT that is wrong when every required field is right', () => {
    expect(errorSummary(validateApplicationForm(validForm({ nit: '0614-0512' })))).toEqual([
      { field: 'nit', href: '#campo-nit', text: `NIT: ${INCOMPLETE_NIT}` },
    ]);
    expect(errorSummary(validateApplicationForm(validForm({ nit: '0614-051286-129-5' })))).toEqual([
      { field: 'nit', href: '#campo-nit', text: `NIT: ${INVALID_NIT}` },
    ]);
  });

  it("lists every field in error, in the form's order, each with its own message", () => {
    const errors = validateApplicationForm(
      validForm({ last_name: '', dui: '02495046-4', nit: '0614', terms: false }),
    );
    expect(errorSummary(errors).map(({ text }) => text)).toEqual([
      `Apellidos: ${FIELD_REQUIRED}`,
      `DUI: ${INVALID_DUI}`,
      `NIT: ${INCOMPLETE_NIT}`,
      `Términos y condiciones: ${FIELD_REQUIRED}`,
    ]);
  });

  it("links each entry to its field's id on the page", () => {
    const entries = errorSummary(validateApplicationForm(validForm({ phone: '', terms: false })));
    expect(entries.map(({ href }) => href)).toEqual(['#campo-phone', '#campo-terms']);
    expect(fieldId('phone')).toBe('campo-phone');
  });

  it('is empty for a valid form', () => {
    expect(errorSummary(validateApplicationForm(validForm()))).toEqual([]);
  });
});
