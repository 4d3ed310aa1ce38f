import {
  ARRIVAL_FLAGS,
  type Application,
  type ApplicationForm,
  type Arrival,
} from '../../applications/domain/stored-application';
import type { ApplicationId } from '../../applications/domain/application-id';
import { trimBlank } from '../../shared/domain/visible-text';

/**
 * A new application, the act of applying: the blank form a visitor starts from, and the record
 * made of what they send (the stored shape is the applications' domain, stored-application.ts).
 */

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

/**
 * Builds the record the spec saves: a new application, not yet associated, flagged for attention
 * (or held En revisión, see ARRIVAL_FLAGS).
 */
export function createApplication(
  form: ApplicationForm,
  id: ApplicationId,
  date: Date,
  { stage, previousApplication }: Arrival = { stage: 'nueva' },
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
    ...ARRIVAL_FLAGS[stage],
    date,
    ...(previousApplication ? { previousApplication } : {}),
  };
}
