import { describe, expect, it } from 'vitest';
import { type ApplicationField } from '../../../src/applications/domain/stored-application';
import { emptyApplicationForm } from '../../../src/submission/domain/new-application';
import {
  invalidFields,
  validateApplicationForm,
} from '../../../src/submission/domain/rules/application-rules';
import {
  FIELD_REQUIRED,
  INCOMPLETE_NIT,
  INVALID_DUI,
  INVALID_NIT,
  INVALID_PHONE_PREFIX,
  NOT_A_NAME,
} from '../../../src/submission/domain/rules/validation-messages';
import { validForm } from '../../support/application-fixtures';

const REQUIRED: ApplicationField[] = [
  'first_name',
  'last_name',
  'company',
  'phone',
  'dui',
  'email',
  'address',
];

describe('application rules (spec §5)', () => {
  it('accepts a complete application', () => {
    expect(validateApplicationForm(validForm())).toEqual({});
  });

  it("requires the spec's seven fields and the terms, with 'Campo requerido'", () => {
    const errors = validateApplicationForm({ ...emptyApplicationForm });
    expect(invalidFields(errors)).toEqual([...REQUIRED, 'terms']);
    for (const field of [...REQUIRED, 'terms' as const]) expect(errors[field]).toBe(FIELD_REQUIRED);
  });

  it.each(REQUIRED)('treats a blank (spaces only) %s as missing', (field) => {
    expect(validateApplicationForm(validForm({ [field]: '   ' }))[field]).toBe(FIELD_REQUIRED);
  });

  it('leaves nit and message optional', () => {
    expect(validateApplicationForm(validForm({ nit: '', message: '' }))).toEqual({});
  });

  it('requires the terms to be checked', () => {
    expect(validateApplicationForm(validForm({ terms: false }))).toEqual({ terms: FIELD_REQUIRED });
  });

  it('requires a well-formed email', () => {
    expect(validateApplicationForm(validForm({ email: 'ana@example' }))).toEqual({
      email: FIELD_REQUIRED,
    });
  });

  it("says 'Campo requerido' for incomplete masked values", () => {
    const errors = validateApplicationForm(validForm({ phone: '7123-45', dui: '0249504' }));
    expect(errors).toEqual({ phone: FIELD_REQUIRED, dui: FIELD_REQUIRED });
  });

  it("prefers a check-digit message over 'Campo requerido' for complete but wrong values", () => {
    const errors = validateApplicationForm(
      validForm({ dui: '02495046-4', nit: '0614-051286-129-5', phone: '8123-4567' }),
    );
    expect(errors).toEqual({ dui: INVALID_DUI, nit: INVALID_NIT, phone: INVALID_PHONE_PREFIX });
  });

  it('accepts an empty NIT but not a partial one', () => {
    expect(validateApplicationForm(validForm({ nit: '0614-0512' }))).toEqual({
      nit: INCOMPLETE_NIT,
    });
  });

  it('caps free text so one field cannot carry a document', () => {
    const errors = validateApplicationForm(
      validForm({ first_name: 'a'.repeat(81), message: 'b'.repeat(1001) }),
    );
    expect(errors.first_name).toMatch(/como máximo 80/);
    expect(errors.message).toMatch(/como máximo 1000/);
    expect(
      validateApplicationForm(validForm({ first_name: 'a'.repeat(80), message: 'b'.repeat(1000) })),
    ).toEqual({});
  });

  it.each([
    'Ganaste 500 dólares: entra a bono-coop.example/reclamo',
    'bono-coop.example',
    'Ana www.bono.sv',
    'Ana.López',
    'x.co',
    'https://bono.example',
    'ana@bono.example',
    '192.168.0.1',
    'Ana_María',
    'Ana (premio)',
  ])(
    "refuses a name that writes a link, a domain or symbols: %j ('Escribe solo tu nombre')",
    (name) => {
      const errors = validateApplicationForm(validForm({ first_name: name, last_name: name }));
      expect(errors).toEqual({ first_name: NOT_A_NAME, last_name: NOT_A_NAME });
      expect(NOT_A_NAME).toBe('Escribe solo tu nombre');
    },
  );

  it.each([
    'Ana María',
    'Ma. José',
    'María-José',
    "D'Aubuisson",
    'D’Aubuisson',
    'D´Aubuisson',
    'J.R. Pérez',
    'Ñusta Güell',
    'Jose\u0301 Peñate',
    'Juan Pablo II',
    'Ana e2e-mf0x1-abc12',
    'Ana\u00a0Lucía',
  ])('keeps real names valid: %j', (name) => {
    expect(validateApplicationForm(validForm({ first_name: name, last_name: name }))).toEqual({});
  });

  it('treats values of the wrong type as missing instead of crashing', () => {
    const tampered = { ...validForm(), first_name: 42, terms: 'yes' } as unknown as ReturnType<
      typeof validForm
    >;
    expect(validateApplicationForm(tampered)).toEqual({
      first_name: FIELD_REQUIRED,
      terms: FIELD_REQUIRED,
    });
  });
});
