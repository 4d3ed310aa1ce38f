import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyApplicationForm, type ApplicationForm as ApplicationFormValues } from '../../domain/application';
import { applicationFormResolver } from './domain-resolver';
import { ApplicationFields } from './application-fields';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { INVALID_FORM_ALERT } from './submission-messages';
import { SubmissionFailure, SubmissionSuccess } from './submission-result';
import { useSubmitApplication } from './use-submit-application';

export function ApplicationForm() {
  const form = useForm<ApplicationFormValues>({
    defaultValues: emptyApplicationForm,
    mode: 'onTouched',
    resolver: applicationFormResolver,
  });
  const submission = useSubmitApplication();
  const resultRef = useRef<HTMLDivElement>(null);
  const { errors, submitCount } = form.formState;
  const showInvalidAlert = submitCount > 0 && Object.keys(errors).length > 0;

  useEffect(() => {
    if (submission.isSuccess || submission.isError) resultRef.current?.focus();
  }, [submission.isSuccess, submission.isError]);

  const submit = form.handleSubmit(
    (values, event) => {
      if (submission.isPending) return;
      const honeypot = honeypotValue(event?.target);
      // Explicit values: a bare reset() calls the native form.reset(), which clears the masked
      // inputs behind imask's back and makes the next keystrokes land in the old number.
      submission.mutate({ form: values, honeypot }, { onSuccess: () => form.reset(emptyApplicationForm) });
    },
    () => submission.reset(),
  );

  return (
    <FormProvider {...form}>
      <form className="application-form" noValidate onSubmit={submit} onFocus={submission.prepare} aria-labelledby="formulario-titulo">
        <ApplicationFields />
        <HoneypotField />
        {showInvalidAlert ? (
          <p role="alert" className="notice notice--error notice__title">
            {INVALID_FORM_ALERT}
          </p>
        ) : null}
        {submission.isSuccess ? <SubmissionSuccess ref={resultRef} applicationId={submission.data.id} /> : null}
        {submission.isError ? <SubmissionFailure ref={resultRef} /> : null}
        <button type="submit" className="button button--primary submit" disabled={submission.isPending} aria-busy={submission.isPending}>
          {submission.isPending ? (
            <>
              <span className="spinner" aria-hidden="true" /> Enviando solicitud…
            </>
          ) : (
            'Enviar solicitud'
          )}
        </button>
      </form>
    </FormProvider>
  );
}
