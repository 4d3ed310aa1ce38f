import type {
  Application,
  ApplicationForm,
} from '../../src/applications/domain/stored-application';
import { createApplication } from '../../src/submission/domain/new-application';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type {
  ApplicationRepository,
  CreateResult,
} from '../../src/submission/domain/application-repository';

/**
 * A complete, valid application as a visitor would type it (public test numbers, nobody's real
 * data).
 */
export function validForm(overrides: Partial<ApplicationForm> = {}): ApplicationForm {
  return {
    first_name: 'Ana María',
    last_name: 'Hernández López',
    company: 'Ana María Hernández López',
    phone: '7123-4567',
    dui: '02495046-3',
    nit: '0614-051286-129-4',
    email: 'ana.hernandez@example.com',
    address: 'Barrio El Centro, 3.ª Avenida Norte #5, Suchitoto',
    message: 'Me interesa un crédito para mi negocio.',
    terms: true,
    ...overrides,
  };
}

export function storedApplication(
  id: ApplicationId,
  overrides: Partial<ApplicationForm> = {},
): Application {
  return createApplication(validForm(overrides), id, new Date('2026-01-02T03:04:05.000Z'));
}

/**
 * What a new submission of `form` stores, spelled out as spec §3 has it: the form plus id,
 * isAssociated false, status true, alert true and the date it was saved.
 */
export function newlySaved(id: ApplicationId, date: Date, form = validForm()): Application {
  return { ...form, id, isAssociated: false, status: true, alert: true, date };
}

/** What the server stores past the whole intake's limit: held En revisión (not open yet). */
export function heldForReview(id: ApplicationId, date: Date, form = validForm()): Application {
  return { ...form, id, isAssociated: false, status: false, alert: true, date };
}

/** Storage that is down: every call fails as a network error would. */
export class UnreachableRepository implements ApplicationRepository {
  create(): Promise<CreateResult> {
    return Promise.reject(new Error('storage unreachable'));
  }
}
