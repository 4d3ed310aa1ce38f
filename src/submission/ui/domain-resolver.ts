import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ApplicationForm } from '../../applications/domain/stored-application';
import { invalidFields, validateApplicationForm } from '../domain/rules/application-rules';

/** Feeds react-hook-form the domain's rules, so the form and the use case never disagree. */
export const applicationFormResolver: Resolver<ApplicationForm> = (values) => {
  const messages = validateApplicationForm(values);
  const fields = invalidFields(messages);
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<ApplicationForm> = {};
  for (const field of fields) errors[field] = { type: 'validate', message: messages[field] };
  return { values: {}, errors };
};
