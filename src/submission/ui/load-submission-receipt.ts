import { createElement, forwardRef } from 'react';
import type { SubmissionReceipt, SubmissionReceiptProps } from './submission-receipt';

type Receipt = typeof SubmissionReceipt;

let loaded: Receipt | undefined;
let loading: Promise<Receipt> | undefined;

/**
 * The receipt is a chunk of its own, loaded when the applicant reaches the form, as the page's
 * composition is: hydration never shows it, and apart it keeps the page's first load within its
 * budget (issue 39). A failed load (a lost connection) is forgotten, so the next call tries again.
 */
export function loadSubmissionReceipt(): Promise<Receipt> {
  loading ??= import('./submission-receipt').then(
    (module) => (loaded = module.SubmissionReceipt),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The receipt, once loadSubmissionReceipt has resolved: a submission waits for it before it sends
 * anything (use-submit-application.ts), so a successful one always finds it.
 */
export function loadedSubmissionReceipt(): Receipt {
  if (!loaded) throw new Error('The receipt is shown only after loadSubmissionReceipt resolved.');
  return loaded;
}

/**
 * The receipt's component, from its chunk: always the same one, the chunk's export, so React keeps
 * it from one render to the next.
 */
export const LoadedSubmissionReceipt = forwardRef<HTMLDivElement, SubmissionReceiptProps>(
  function LoadedSubmissionReceipt(props, ref) {
    return createElement(loadedSubmissionReceipt(), { ...props, ref });
  },
);
