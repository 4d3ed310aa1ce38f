import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  cooperative,
  fullAddress,
  telHref,
  WHATSAPP_LINK_TEXT,
  whatsappHref,
} from '../../../shared/content/cooperative';
import { formatOfficeMoment } from '../../../shared/domain/office-date-time';
import type { ApplicationForm, TypedField } from '../../../applications/domain/stored-application';
import type { ApplicationId } from '../../../applications/domain/application-id';
import {
  fieldId,
  FORM_FIELDS,
  FORM_ROWS,
  SUBMIT_BUTTON_TEXT,
  TERMS_LABEL,
} from '../../domain/form-field-descriptions';
import { HONEYPOT_FIELD_LABEL, HONEYPOT_FIELD_NAME } from '../../domain/honeypot';
import { INTAKE_PATH } from '../../domain/intake-answer';
import { invalidFields, type ApplicationErrors } from '../../domain/rules/application-rules';
import { SUBMIT_SUCCESS_ALERT } from '../../domain/submission-messages';
import { ERROR_SUMMARY_TITLE, errorSummary } from '../../domain/error-summary';
import { PLAIN_FORM_STYLE } from './plain-form-policy';
import { LOST_LINK_PAGE_PATH as LOST_LINK_PATH } from '../../domain/intake-answer';

/**
 * The pages the intake answers a form sent without the page's script (answer-plain-form.ts):
 * plain HTML in Spanish with no script, under the intake's own policy (plain-form-policy.ts). The
 * form comes back as the page lays it out (form-field-descriptions.ts), with what was typed in it,
 * each field's message beside it and, on top, the spec's alert as an error summary whose links
 * lead to the fields (GOV.UK's pattern); or a notice when the server could not take it.
 */

const { office, shortName, links } = cooperative;

const FORM_TITLE = 'Formulario primer paso';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${shortName}`}</title>
        <style dangerouslySetInnerHTML={{ __html: PLAIN_FORM_STYLE }} />
      </head>
      <body>
        <main>
          <p>
            <a href={links.home}>{shortName}</a>
          </p>
          {children}
        </main>
      </body>
    </html>
  );
}

function Office({ applicationId }: { applicationId?: ApplicationId }) {
  return (
    <>
      <h2>Nuestra oficina</h2>
      <dl>
        <dt>Dirección</dt>
        <dd>{fullAddress}</dd>
        <dt>Horario</dt>
        <dd>{office.hours}</dd>
        <dt>Teléfono</dt>
        <dd>
          <a href={telHref(office.phone)}>{office.phone}</a>
        </dd>
      </dl>
      {applicationId ? (
        <p>
          <a href={whatsappHref(applicationId)}>{WHATSAPP_LINK_TEXT}</a>
        </p>
      ) : null}
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="error" id={id}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}

function Field({ name, value, error }: { name: TypedField; value: string; error?: string }) {
  const { label, required, hint, type, autoComplete, inputMode, multiline } = FORM_FIELDS[name];
  const id = fieldId(name);
  // As the page's form has it (FieldShell): the control, its hint, its message; the message read
  // first.
  const describedBy = [error && `${id}-error`, hint && `${id}-ayuda`].filter(Boolean).join(' ');
  const control = {
    id,
    name,
    autoComplete,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        <span className="optional">{required ? ' (obligatorio)' : ' (opcional)'}</span>
      </label>
      {multiline ? (
        <textarea rows={4} {...control} />
      ) : (
        <input type={type} inputMode={inputMode} {...control} />
      )}
      {hint ? (
        <p className="hint" id={`${id}-ayuda`}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

function Terms({ checked, error }: { checked: boolean; error?: string }) {
  const id = fieldId('terms');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="check">
        <input
          type="checkbox"
          id={id}
          name="terms"
          defaultChecked={checked}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          {TERMS_LABEL.before}
          <a href={`${links.home}${links.privacy}`}>{TERMS_LABEL.link}</a>
          {TERMS_LABEL.after}
        </label>
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

/**
 * The spec's alert, at the top, with a link to each field that needs the applicant and what is
 * wrong with it (error-summary.ts, as the page's own form lists them).
 */
function ErrorSummary({ errors }: { errors: ApplicationErrors }) {
  return (
    // Focused as the page opens (a screen reader reads it first), as GOV.UK's summary is.
    <div className="summary" role="alert" tabIndex={-1} autoFocus aria-labelledby="resumen">
      <h2 id="resumen">{ERROR_SUMMARY_TITLE}</h2>
      <ul>
        {errorSummary(errors).map(({ field, href, text }) => (
          <li key={field}>
            <a href={href}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why the server could not take a valid form: its message, and that nothing typed was lost. */
export interface FormNotice {
  title: string;
  text: string;
}

export interface FormPageContent {
  values: ApplicationForm;
  errors?: ApplicationErrors;
  notice?: FormNotice;
}

/** The form again, with what was typed, and what to do about it. */
export function plainFormPage({ values, errors = {}, notice }: FormPageContent): string {
  const invalid = invalidFields(errors).length > 0;
  const page = (
    // A page title that says something went wrong, read first (GOV.UK).
    <Page title={invalid || notice ? `Error: ${FORM_TITLE}` : FORM_TITLE}>
      <h1>{FORM_TITLE}</h1>
      {invalid ? <ErrorSummary errors={errors} /> : null}
      {notice ? (
        <div className="notice" role="alert" tabIndex={-1} autoFocus>
          <p>{notice.title}</p>
          <p>{notice.text}</p>
        </div>
      ) : null}
      <form method="post" action={INTAKE_PATH} noValidate>
        {FORM_ROWS.flat().map((name) => (
          <Field key={name} name={name} value={values[name]} error={errors[name]} />
        ))}
        <Terms checked={values.terms} error={errors.terms} />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD_NAME)}>{HONEYPOT_FIELD_LABEL}</label>
          <input
            id={fieldId(HONEYPOT_FIELD_NAME)}
            name={HONEYPOT_FIELD_NAME}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button type="submit">{SUBMIT_BUTTON_TEXT}</button>
      </form>
      <Office />
    </Page>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

/**
 * The stored application's number when its status link could not be issued in time: the number
 * and date to bring to the office, and where to ask for the link (an application held for review
 * sends no e-mail, so this page promises none).
 */
export function sentPage({ id, submittedAt }: { id: ApplicationId; submittedAt: Date }): string {
  const page = (
    <Page title={SUBMIT_SUCCESS_ALERT}>
      <h1>{SUBMIT_SUCCESS_ALERT}</h1>
      <dl>
        <dt>Número de solicitud</dt>
        <dd>{id}</dd>
        <dt>Fecha</dt>
        <dd>{formatOfficeMoment(submittedAt)}</dd>
      </dl>
      <p>
        Anota tu número de solicitud y preséntalo en nuestra oficina. Para ver en qué va tu
        solicitud, pide tu enlace privado en{' '}
        <a href={LOST_LINK_PATH}>Perdí el enlace de mi solicitud</a> con tu número y tu DUI.
      </p>
      <Office applicationId={id} />
    </Page>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
