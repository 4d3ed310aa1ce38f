import { describeFailure } from '../../../shared/domain/describe-failure';
import { INTAKE_STORE_UNREACHABLE } from '../../../shared/domain/server-failure-codes';
import type { ReceiveApplication } from '../../application/receive-application';
import { AddressLimitReachedError } from '../../domain/address-quota';
import type { IntakeAnswer } from '../../domain/intake-answer';
import { isIdempotencyKey } from '../../domain/intake-replies';
import { InvalidApplicationError } from '../../domain/submission-errors';
import { readIntakeRequest } from './intake-request';

/**
 * App Check on the server: whether a token is valid and had not been used yet, using it up (so
 * one token cannot be replayed thousands of times). Absent when no site key is configured.
 */
export interface AppCheckTokens {
  consume(token: string): Promise<boolean>;
}

export interface IntakeCall {
  body: unknown;
  /** When the answer is due: past it the intake saves nothing more. */
  deadline?: Date;
  /** The sender's address as the endpoint could tell it; only its keyed hash is kept. */
  address: string;
  /** Who handed the request to the server's front end, when not the sender (client-address.ts). */
  relay?: string;
  /** The X-Firebase-AppCheck header, if any. */
  appCheckToken: string | undefined;
  /** The Idempotency-Key header: absent from a page older than the key; refused when malformed. */
  idempotencyKey?: string | undefined;
}

/**
 * The intake endpoint's answer to one request, whatever carries it (an HTTPS function today):
 * App Check when configured, then the body read as the page's form and its Idempotency-Key, then
 * the server's intake. A failure is logged by its kind only, redacted, never with the form.
 */
export async function answerIntake(
  { body, address, relay, appCheckToken, deadline, idempotencyKey }: IntakeCall,
  receive: Pick<ReceiveApplication, 'execute' | 'countUnreadable'>,
  appCheck?: AppCheckTokens,
): Promise<IntakeAnswer> {
  if (appCheck && !(appCheckToken && (await appCheck.consume(appCheckToken).catch(() => false)))) {
    return { outcome: 'unverified' };
  }
  const request = readIntakeRequest(body);
  const malformedKey = idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey);
  try {
    if (!request || malformedKey) {
      // Not what the page sends: refused as a request that is not the page's, stored nowhere,
      // and counted against its sender's address, so that a flood of them is bounded too.
      if (request)
        console.info(
          'primer-paso: una solicitud con una Idempotency-Key mal formada fue rechazada',
        );
      await receive.countUnreadable(address);
      return { outcome: 'invalid', fields: [] };
    }
    const { id, submittedAt, statusPath } = await receive.execute({
      ...request,
      address,
      relay,
      deadline,
      ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    });
    // Only these: a honeypot's answer, a repeat's and a real one look alike.
    return {
      outcome: 'stored',
      id,
      submittedAt: submittedAt.toISOString(),
      ...(statusPath ? { statusPath } : {}),
    };
  } catch (error) {
    if (error instanceof InvalidApplicationError)
      return { outcome: 'invalid', fields: [...error.fields] };
    if (error instanceof AddressLimitReachedError) return { outcome: 'address-limit' };
    // Storage down, or every number drawn taken: the admins need to know; the form stays unlogged.
    console.error(
      `primer-paso: ${INTAKE_STORE_UNREACHABLE}, la recepción de una solicitud falló`,
      describeFailure(error),
    );
    return { outcome: 'failed' };
  }
}
