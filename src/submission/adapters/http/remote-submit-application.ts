import { CryptoRandomSource } from '../../../shared/adapters/crypto-random-source';
import type { RandomSource } from '../../../shared/domain/random-source';
import { StorageUnreachableError } from '../../../shared/domain/storage-errors';
import type { SubmitApplication } from '../../application/submit-application';
import type { SubmitApplicationCommand } from '../../application/submit-application-command';
import type { SubmittedApplication } from '../../application/submitted-application';
import { AddressLimitReachedError } from '../../domain/address-quota';
import { isApplicationId } from '../../../applications/domain/application-id';
import { INTAKE_PATH, isStatusPath, type IntakeAnswer } from '../../domain/intake-answer';
import { INTAKE_BUDGET_HEADER } from '../../domain/intake-deadline';
import { drawIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from '../../domain/intake-replies';
import { namedError } from '../../../shared/domain/named-error';
import { InvalidApplicationError } from '../../domain/submission-errors';

/** The server's intake answered that it could not take the application now; nothing was saved. */
export class IntakeUnavailableError extends namedError('IntakeUnavailableError') {}

/**
 * As long as the page waits for one attempt's answer: past the server's own deadline
 * (INTAKE_DEADLINE_MS, 7 s), enough for most cold starts of the function.
 */
export const INTAKE_TIMEOUT_MS = 9_000;

/**
 * The page's whole budget for one submit, measured from the click: two attempts of at most
 * INTAKE_TIMEOUT_MS. The first keeps today's 9 s, since a cold start alone can take seconds; the
 * retry, under the same Idempotency-Key, is answered at once when the first was stored after all,
 * and otherwise gets what is left. So an applicant sees the failure after 18 s at worst, and only
 * when the first attempt got no answer: a warm submit answers in well under a second.
 */
export const INTAKE_BUDGET_MS = 2 * INTAKE_TIMEOUT_MS;

/**
 * What is worth a second attempt: no answer in time (or none at all), or the server saying it
 * could not take the form now (503, and the 502 and 504 of a gateway that got no answer from it).
 * Every other answer is final. The key makes the retry safe: it never stores a second one.
 */
const RETRIED_STATUSES = [502, 503, 504];

/** An App Check token for one request (replay protection: each is used once). */
export type AppCheckTokenSource = () => Promise<string>;

export interface RemoteIntakeOptions {
  endpoint?: string;
  /** One attempt's longest wait (INTAKE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The whole submit's, both attempts (INTAKE_BUDGET_MS). */
  budgetMs?: number;
  /** Draws the Idempotency-Key of each filled form (Web Crypto's unless a test gives one). */
  random?: RandomSource;
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
          // A path the page makes a link of: only of the status page's shape, or none.
          ...(isStatusPath(answer.statusPath) ? { statusPath: answer.statusPath } : {}),
        }
      : undefined;
  if (answer.outcome === 'invalid')
    return Array.isArray(answer.fields) ? (body as IntakeAnswer) : undefined;
  if (['address-limit', 'unverified', 'failed'].includes(answer.outcome as string))
    return body as IntakeAnswer;
  return undefined;
}

/** The intake's answer to one attempt; `retry` when another attempt may still store it. */
type Attempt = { retry: false; answer: Response } | { retry: true; failure: Error };

/**
 * The page's SubmitApplication when the site has a server: the form goes to the intake on the
 * site's own origin, which judges it by the form's rules (src/server). The page's form checks them
 * for the person typing before it calls this (domain-resolver.ts), so a broken form costs no
 * request; this side of the trust boundary checks nothing twice. Each filled form carries one
 * Idempotency-Key, drawn at its first send and kept in memory only until an answer says it was
 * stored (the next form then gets a new one): a retry, or the applicant's second click, sends the
 * same form under the same key and the server answers with the same number. It retries once on
 * no answer or a 503, within one budget whose rest each attempt tells the server
 * (Intake-Budget-Ms). Every failure is an error the form shows with everything typed still in
 * place.
 */
export class RemoteSubmitApplication implements Pick<SubmitApplication, 'execute' | 'prepare'> {
  private idempotencyKey: string | undefined;
  private readonly random: RandomSource;

  constructor(private readonly options: RemoteIntakeOptions = {}) {
    this.random = options.random ?? new CryptoRandomSource();
  }

  prepare(): void {
    this.options.warmUp?.();
  }

  async execute({ form, honeypot = '' }: SubmitApplicationCommand): Promise<SubmittedApplication> {
    const { timeoutMs = INTAKE_TIMEOUT_MS, budgetMs = INTAKE_BUDGET_MS } = this.options;
    const key = (this.idempotencyKey ??= drawIdempotencyKey(this.random));
    const budgetEnds = Date.now() + budgetMs;
    const body = JSON.stringify({ form, honeypot });
    const first = await this.attempt(body, key, Math.min(timeoutMs, budgetMs));
    const last = first.retry
      ? await this.attempt(body, key, Math.min(timeoutMs, budgetEnds - Date.now()))
      : first;
    if (last.retry) throw last.failure;
    const submitted = await this.read(last.answer);
    // Stored: this form is done, and the next one is another application with a key of its own.
    if (this.idempotencyKey === key) this.idempotencyKey = undefined;
    return submitted;
  }

  private async attempt(body: string, key: string, waitMs: number): Promise<Attempt> {
    const { endpoint = INTAKE_PATH, appCheckToken } = this.options;
    const endsAt = Date.now() + Math.max(0, waitMs);
    const signal = AbortSignal.timeout(Math.max(0, waitMs));
    let response: Response;
    try {
      // The token counts against the same bound: a reCAPTCHA that hangs must not hang the form.
      // Each attempt gets its own: the server uses every token up.
      const token = appCheckToken ? await abortable(appCheckToken(), signal) : undefined;
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: key,
          [INTAKE_BUDGET_HEADER]: String(Math.max(0, Math.round(endsAt - Date.now()))),
          ...(token ? { 'X-Firebase-AppCheck': token } : {}),
        },
        body,
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
    } catch (error) {
      return {
        retry: true,
        failure: new StorageUnreachableError('The intake did not answer', { cause: error }),
      };
    }
    if (!RETRIED_STATUSES.includes(response.status)) return { retry: false, answer: response };
    const failure = new IntakeUnavailableError(
      `The intake could not take it now (${response.status})`,
    );
    return { retry: true, failure };
  }

  private async read(response: Response): Promise<SubmittedApplication> {
    const answer = readAnswer(await response.json().catch(() => undefined));
    if (!answer) throw new IntakeUnavailableError(`Unexpected answer (HTTP ${response.status})`);
    switch (answer.outcome) {
      case 'stored':
        return {
          id: answer.id,
          submittedAt: new Date(answer.submittedAt),
          ...(answer.statusPath ? { statusPath: answer.statusPath } : {}),
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
