import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyApplicationForm, type ApplicationForm as ApplicationFormValues } from '../../domain/application';
import { applicationFormResolver } from './domain-resolver';
import { ApplicationFields } from './application-fields';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { INVALID_FORM_ALERT } from './submission-messages';
import { SubmissionFailure, SubmissionSuccess } from './submission-result';
import { TypedBeforeHydrationContext } from './typed-before-hydration';
import { useSubmitApplication } from './use-submit-application';
import { useHydrated } from '../use-hydrated';

export function ApplicationForm() {
  const form = useForm<ApplicationFormValues>({
    defaultValues: emptyApplicationForm,
    mode: 'onTouched',
    resolver: applicationFormResolver,
  });
  const submission = useSubmitApplication();
  const hydrated = useHydrated();
  const resultRef = useRef<HTMLDivElement>(null);
  const typedBeforeHydration = useContext(TypedBeforeHydrationContext);
  const { errors, submitCount } = form.formState;
  const showInvalidAlert = submitCount > 0 && Object.keys(errors).length > 0;

  // Before the first paint after hydration, so what the applicant typed never flickers away.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typedBeforeHydration)) {
      form.setValue(name as keyof ApplicationFormValues, value, { shouldDirty: true });
    }
  }, [form, typedBeforeHydration]);

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
      <form className="application-form" method="post" noValidate onSubmit={submit} onFocus={submission.prepare} aria-labelledby="formulario-titulo">
        <ApplicationFields />
        <HoneypotField />
        {showInvalidAlert ? (
          <p role="alert" className="notice notice--error notice__title">
            {INVALID_FORM_ALERT}
          </p>
        ) : null}
        {submission.isSuccess ? <SubmissionSuccess ref={resultRef} applicationId={submission.data.id} /> : null}
        {submission.isError ? <SubmissionFailure ref={resultRef} /> : null}
        <noscript>
          <p className="notice notice--error">Para enviar tu solicitud, activa JavaScript en tu navegador o visítanos en la oficina.</p>
        </noscript>
        {/* Disabled until hydrated: a click (or Enter) before that would submit the plain HTML form. */}
        <button type="submit" className="button button--primary submit" disabled={!hydrated || submission.isPending} aria-busy={submission.isPending}>
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
