import { StorageUnreachableError } from '../../../shared/domain/storage-errors';
import type { SubmitApplication, SubmittedApplication } from '../../application/submit-application';
import { AddressLimitReachedError } from '../../domain/address-quota';
import type { ApplicationForm } from '../../domain/application';
import { isApplicationId } from '../../domain/application-id';
import { INTAKE_PATH, type IntakeAnswer } from '../../domain/intake-answer';
import { namedError } from '../../../shared/domain/named-error';
import { requireValidForm } from '../../domain/rules/application-rules';
import { InvalidApplicationError } from '../../domain/submission-errors';

/** The server's intake answered that it could not take the application now; nothing was saved. */
export class IntakeUnavailableError extends namedError('IntakeUnavailableError') {}

/**
 * As long as the page waits for an answer before it says the save failed: past the server's own
 * deadline (INTAKE_DEADLINE_MS), inside the 10 s the applicant is promised.
 */
export const INTAKE_TIMEOUT_MS = 9_000;

/** An App Check token for one request (replay protection: each is used once). */
export type AppCheckTokenSource = () => Promise<string>;

export interface RemoteIntakeOptions {
  endpoint?: string;
  timeoutMs?: number;
  /** Set when the site has an App Check key; loaded on first use (the SDK is its own chunk). */
  appCheckToken?: AppCheckTokenSource;
  /** Warms what the first submit needs (App Check's SDK) while the applicant types. */
  warmUp?: () => void;
}

/** Rejects when `signal` aborts first. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

/** A path on the site's own origin (never another site's address, nor //host). */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.startsWith('//');

function readAnswer(body: unknown): IntakeAnswer | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as Partial<Record<string, unknown>>;
  if (answer.outcome === 'stored')
    return typeof answer.id === 'string' &&
      isApplicationId(answer.id) &&
      typeof answer.submittedAt === 'string'
      ? {
          outcome: 'stored',
          id: answer.id,
          submittedAt: answer.submittedAt,
          ...(isSitePath(answer.talkChoicePath) ? { talkChoicePath: answer.talkChoicePath } : {}),
        }
      : undefined;
  if (answer.outcome === 'invalid')
    return Array.isArray(answer.fields) ? (body as IntakeAnswer) : undefined;
  if (['address-limit', 'unverified', 'failed'].includes(answer.outcome as string))
    return body as IntakeAnswer;
  return undefined;
}

/**
 * The page's SubmitApplication when the site has a server: the form goes to the intake on the
 * site's own origin, which runs the same use case behind its limits (src/server). The form's
 * rules are checked here first, as the in-browser use case does, so a broken form costs no
 * request. Every failure is an error the form shows with everything typed still in place.
 */
export class RemoteSubmitApplication implements Pick<SubmitApplication, 'execute' | 'prepare'> {
  constructor(private readonly options: RemoteIntakeOptions = {}) {}

  prepare(): void {
    this.options.warmUp?.();
  }

  async execute(form: ApplicationForm, honeypot = ''): Promise<SubmittedApplication> {
    requireValidForm(form);
    const { endpoint = INTAKE_PATH, timeoutMs = INTAKE_TIMEOUT_MS, appCheckToken } = this.options;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      // The token counts against the same bound: a reCAPTCHA that hangs must not hang the form.
      const token = appCheckToken ? await abortable(appCheckToken(), signal) : undefined;
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { 'X-Firebase-AppCheck': token } : {}),
        },
        body: JSON.stringify({ form, honeypot }),
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
    } catch (error) {
      throw new StorageUnreachableError('The intake did not answer', { cause: error });
    }
    const answer = readAnswer(await response.json().catch(() => undefined));
    if (!answer) throw new IntakeUnavailableError(`Unexpected answer (HTTP ${response.status})`);
    switch (answer.outcome) {
      case 'stored':
        return {
          id: answer.id,
          submittedAt: new Date(answer.submittedAt),
          ...(answer.talkChoicePath ? { talkChoicePath: answer.talkChoicePath } : {}),
        };
      case 'invalid':
        throw new InvalidApplicationError(answer.fields);
      case 'address-limit':
        throw new AddressLimitReachedError('This address sent as many as it may this hour');
      case 'unverified':
        throw new IntakeUnavailableError('App Check did not verify this page');
      case 'failed':
        throw new IntakeUnavailableError('The intake could not store it now');
    }
  }
}
