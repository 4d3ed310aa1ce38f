import { useContext, useLayoutEffect, useRef, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type ApplicationForm as ApplicationFormValues,
  applicantName,
} from '../../applications/domain/stored-application';
import { emptyApplicationForm } from '../domain/new-application';
import { applicationFormResolver } from './domain-resolver';
import { focusReceiptOver } from './focus-receipt-over';
import { ApplicationFields } from './application-fields';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { isHoneypotFilled } from '../domain/honeypot';
import { DEMO_NEEDS_SCRIPT } from '../domain/submission-messages';
import { ErrorSummary, messagesOf } from './error-summary';
import { SUBMIT_BUTTON_TEXT } from '../domain/form-field-descriptions';
import { SubmissionFailure } from './submission-failure';
import { LoadedSubmissionReceipt } from './load-submission-receipt';
import { TypedBeforeHydrationContext } from './typed-before-hydration';
import { useSubmitApplication } from './use-submit-application';
import { usePrepareOnArrival } from './use-prepare-on-arrival';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { formSubmit } from '../../shared/ui/form-submit';
import { useFormUseBeacons } from '../../form-use/ui/form-use-beacons';
import './application-form.css';

export interface ApplicationFormProps {
  /**
   * Where the form posts itself before (or without) its script: the server's intake, which
   * answers with a page (src/submission/adapters/server/answer-plain-form.ts). Absent in demo
   * mode, which has no server: there the form waits for its script.
   */
  plainAction?: string;
}

export function ApplicationForm({ plainAction }: ApplicationFormProps) {
  const form = useForm<ApplicationFormValues>({
    defaultValues: emptyApplicationForm,
    mode: 'onTouched',
    resolver: applicationFormResolver,
  });
  const submission = useSubmitApplication();
  // How the form is used, for the board's monthly report: begun, sent (no one's data).
  const formUse = useFormUseBeacons();
  const hydrated = useHydrated();
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  usePrepareOnArrival(formRef, submission.prepare);
  const submitButtonPlace = useRef<DOMRect | undefined>(undefined);
  const startingAnother = useRef(false);
  const typedBeforeHydration = useContext(TypedBeforeHydrationContext);
  const { errors, submitCount } = form.formState;

  // Before the first paint after hydration, so what the applicant typed never flickers away.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typedBeforeHydration)) {
      form.setValue(name as keyof ApplicationFormValues, value, { shouldDirty: true });
    }
    // Typed before the script ran: the form was begun all the same.
    if (Object.keys(typedBeforeHydration).length > 0) formUse.started();
  }, [form, typedBeforeHydration, formUse]);

  // Before paint, so the receipt is never seen anywhere but in its place.
  useLayoutEffect(() => {
    if (submission.isSuccess && resultRef.current)
      focusReceiptOver(resultRef.current, submitButtonPlace.current);
    else if (submission.isError) resultRef.current?.focus();
    else if (startingAnother.current) {
      startingAnother.current = false;
      form.setFocus('first_name');
    }
  }, [form, submission.isSuccess, submission.isError]);

  const submit = form.handleSubmit(
    (values, event) => {
      if (submission.isPending) return;
      const honeypot = honeypotValue(event?.target);
      // Explicit values: a bare reset() calls the native form.reset(), which clears the masked
      // inputs behind imask's back and makes the next keystrokes land in the old number.
      submission.mutate(
        { form: values, honeypot },
        {
          onSuccess: () => {
            // A bot's (the honeypot filled) is shown the same receipt, but nothing was stored.
            if (!isHoneypotFilled(honeypot)) formUse.sent();
            form.reset(emptyApplicationForm);
          },
        },
      );
    },
    () => submission.reset(),
  );

  // Where the applicant clicked (or the button Enter stands for): the receipt will cover that spot.
  const rememberSubmitButtonAndSubmit = (event: FormEvent<HTMLFormElement>) => {
    submitButtonPlace.current = (
      event.nativeEvent as SubmitEvent
    ).submitter?.getBoundingClientRect();
    // A failed submission shows through the mutation's state (SubmissionFailure).
    formSubmit(submit)(event);
  };

  // The form comes back, already empty, and the effect above moves focus to its first field.
  const startAnother = () => {
    startingAnother.current = true;
    submission.reset();
  };

  // The receipt stays until the applicant asks for the form again: the emptied form (and its submit
  // button) is not on the page meanwhile, so a late second click or an Enter cannot send it.
  if (submission.isSuccess)
    return (
      <LoadedSubmissionReceipt
        ref={resultRef}
        submitted={submission.data}
        applicantName={applicantName(submission.variables.form)}
        onStartAnother={startAnother}
      />
    );

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className="application-form"
        method="post"
        action={plainAction}
        noValidate
        onSubmit={rememberSubmitButtonAndSubmit}
        onFocus={submission.prepare}
        onInput={formUse.started}
        aria-labelledby="formulario-titulo"
      >
        <ApplicationFields />
        <HoneypotField />
        {submitCount > 0 ? <ErrorSummary errors={messagesOf(errors)} /> : null}
        {submission.isError ? <SubmissionFailure ref={resultRef} error={submission.error} /> : null}
        {plainAction ? null : (
          <noscript>
            <p className="notice notice--error">{DEMO_NEEDS_SCRIPT}</p>
          </noscript>
        )}
        {/* With a server, a click before the script runs sends the plain form, which the server
            answers with a page. In demo mode there is none: the button waits for the script. */}
        <button
          type="submit"
          className="button button--primary submit"
          disabled={(!plainAction && !hydrated) || submission.isPending}
          aria-busy={submission.isPending}
        >
          {submission.isPending ? (
            <>
              <span className="spinner" aria-hidden="true" /> Enviando solicitud…
            </>
          ) : (
            SUBMIT_BUTTON_TEXT
          )}
        </button>
      </form>
    </FormProvider>
  );
}
