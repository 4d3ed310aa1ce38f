import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { INTAKE_PATH } from '../../../src/submission/domain/intake-answer';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/submission/domain/intake-replies';
import type { Applicant } from './application-page';
import { e2eEnv } from './e2e-env';
import { expect } from './test';

/** What the page sends: the form, the terms ticked, and the honeypot (empty for a person). */
export const pageBody = (values: Applicant, honeypot = '') => ({
  form: { ...values, terms: true },
  honeypot,
});

interface Sending {
  /** The sender's address, as the last proxy wrote it in X-Forwarded-For. */
  from: string;
  /** The Idempotency-Key header: a fresh, well-formed one unless given. */
  key?: string;
}

/**
 * POSTs a body to the intake as the page does (JSON, an Idempotency-Key), from `from`. Every
 * answer is checked for what must never be in it: a link to act on an application (/charla/),
 * which only the receipt e-mail carries (the mailbox's budget bounds it).
 */
export async function postIntake(
  request: APIRequestContext,
  body: unknown,
  { from, key = randomBytes(16).toString('hex') }: Sending,
): Promise<APIResponse> {
  const response = await request.post(`${e2eEnv('firestoreUrl')}${INTAKE_PATH}`, {
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      [IDEMPOTENCY_KEY_HEADER]: key,
    },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(await response.text()).not.toContain('/charla/');
  return response;
}
