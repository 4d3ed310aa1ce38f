import type { ApplicationId } from './application-id';

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
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    company: form.company.trim(),
    phone: form.phone,
    dui: form.dui,
    nit: form.nit,
    email: form.email.trim(),
    address: form.address.trim(),
    message: form.message.trim(),
    terms: form.terms,
    id,
    isAssociated: false,
    status: true,
    alert: true,
    date,
  };
}
