import type { ApplicationId } from './application-id';
import { trimBlank } from '../../shared/domain/visible-text';

/**
 * An application as the spec stores it, owned here for every module that reads or writes one: its
 * fields (what the visitor fills in, under the spec's names, verbatim) and the flags it arrives
 * with. How a visitor's form becomes one is the act of applying
 * (src/submission/domain/new-application.ts); how staff read one is application-record.ts.
 */

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

/** Fields in the order the form shows them, so the first error is the first one on screen. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'first_name',
  'last_name',
  'company',
  'phone',
  'dui',
  'nit',
  'email',
  'address',
  'message',
  'terms',
];

export type TypedField = Exclude<ApplicationField, 'terms'>;

/**
 * The fields a visitor types (everything but the terms checkbox), in the order the form shows them.
 */
export const TYPED_FIELDS: readonly TypedField[] = APPLICATION_FIELDS.filter(
  (field): field is TypedField => field !== 'terms',
);

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

/** How an applicant is named, on their receipt and on staff screens: first and last name. */
export const applicantName = ({
  first_name,
  last_name,
}: Pick<ApplicationForm, 'first_name' | 'last_name'>): string =>
  `${trimBlank(first_name)} ${trimBlank(last_name)}`;
