import type { ApplicationId } from './application-id';
import { trimBlank } from './rules/visible-text';

/** What the visitor fills in. Keys are the spec's field names, verbatim. */
export interface ApplicationForm {
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  dui: string;
  nit: string;
  email: string;
  address: string;
  message: string;
  terms: boolean;
}

export type ApplicationField = keyof ApplicationForm;

/** A stored application: the form plus the fields the spec adds on submit. */
export interface Application extends ApplicationForm {
  id: ApplicationId;
  isAssociated: false;
  status: true;
  alert: true;
  date: Date;
}

export const emptyApplicationForm: Readonly<ApplicationForm> = Object.freeze({
  first_name: '',
  last_name: '',
  company: '',
  phone: '',
  dui: '',
  nit: '',
  email: '',
  address: '',
  message: '',
  terms: false,
});

/** Builds the record the spec saves: a new application, not yet associated, flagged for review. */
export function createApplication(
  form: ApplicationForm,
  id: ApplicationId,
  date: Date,
): Application {
  return {
    first_name: trimBlank(form.first_name),
    last_name: trimBlank(form.last_name),
    company: trimBlank(form.company),
    // Trimmed as the rules judged them: the masks type none, a script might send a trailing space.
    phone: trimBlank(form.phone),
    dui: trimBlank(form.dui),
    nit: trimBlank(form.nit),
    email: trimBlank(form.email),
    address: trimBlank(form.address),
    message: trimBlank(form.message),
    terms: form.terms,
    id,
    isAssociated: false,
    status: true,
    alert: true,
    date,
  };
}
