import type { BaseSyntheticEvent, FormEvent } from 'react';

/**
 * A form's onSubmit from react-hook-form's `handleSubmit(...)`. Its promise rejects only if
 * validation itself throws (a bug, left to the browser as an unhandled rejection: no error
 * boundary sees it); what the submit does (a mutation, a search) shows through its own state, so
 * nothing waits for the promise.
 */
export function formSubmit(
  submit: (event?: BaseSyntheticEvent) => Promise<unknown>,
): (event: FormEvent) => void {
  return (event) => void submit(event);
}
