import type { ApplicationId } from './application-id';
import { trimBlank } from '../../shared/domain/visible-text';

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

/**
 * How a new application is stored: Nueva is the spec's document (point 4), verbatim. One that the
 * server took in past the whole intake's hourly limit waits En revisión: still flagged for
 * attention (alert), not yet open (status), so it is not counted among the Nuevas until staff
 * accept it. The workflow (src/applications/domain/workflow/stage.ts) reads the same flags.
 */
export const ARRIVAL_FLAGS = {
  nueva: { alert: true, status: true, isAssociated: false },
  'en-revision': { alert: true, status: false, isAssociated: false },
} as const;

export type ArrivalStage = keyof typeof ARRIVAL_FLAGS;

/**
 * How an application arrives: its stage, and the newest earlier application under the same DUI
 * when the server found one (earlier-applications.ts): staff see the person applied before.
 */
export interface Arrival {
  stage: ArrivalStage;
  previousApplication?: ApplicationId;
}

/** A stored application: the form plus the fields the spec adds on submit. */
export type Application = ApplicationForm & {
  id: ApplicationId;
  date: Date;
  /** Stored only when there is one: the spec's document is otherwise unchanged. */
  previousApplication?: ApplicationId;
} & (typeof ARRIVAL_FLAGS)[ArrivalStage];

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

/** How an applicant is named, on their receipt and on staff screens: first and last name. */
export const applicantName = ({
  first_name,
  last_name,
}: Pick<ApplicationForm, 'first_name' | 'last_name'>): string =>
  `${trimBlank(first_name)} ${trimBlank(last_name)}`;
