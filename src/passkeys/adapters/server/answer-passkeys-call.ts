import { PasskeyRefusedError, type PasskeyRefusal } from '../../domain/passkey-errors';
import type { PasskeyCaller } from '../../domain/passkey-rules';
import type { PasskeysServerSteps } from '../../application/passkeys-server-steps';

/** What the callable answers: its data, or a refusal the page will show in words. */
export type PasskeysAnswer =
  { ok: true; data?: unknown } | { ok: false; reason: PasskeyRefusal | 'bad-request' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One call of the passkeys function, from whoever Auth says is calling and however their session
 * was opened: the use cases check the rest. A refusal is an answer; anything else is a failure.
 */
export async function answerPasskeysCall(
  server: PasskeysServerSteps,
  caller: PasskeyCaller,
  body: unknown,
): Promise<PasskeysAnswer> {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  try {
    switch (data.action) {
      case 'enrollment-options':
        return { ok: true, data: await server.beginEnrollment.execute(caller) };
      case 'enroll':
        return {
          ok: true,
          data: await server.finishEnrollment.execute(caller, {
            response: data.response,
            name: text(data.name),
          }),
        };
      case 'sign-in-options':
        return { ok: true, data: await server.beginSignIn.execute(caller) };
      case 'sign-in':
        return { ok: true, data: await server.finishSignIn.execute(caller, data.response) };
      case 'list': {
        const memberUid = typeof data.memberUid === 'string' ? data.memberUid : caller.uid;
        const keys = await server.listPasskeys.execute(caller, memberUid);
        return {
          ok: true,
          data: keys.map((key) => ({
            ...key,
            createdAt: key.createdAt.toISOString(),
            lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
          })),
        };
      }
      case 'remove': {
        const keyId = typeof data.keyId === 'string' ? data.keyId : undefined;
        const removed = await server.removePasskeys.execute(caller, {
          memberUid: text(data.memberUid),
          keyId,
        });
        return { ok: true, data: { removed } };
      }
      default:
        return { ok: false, reason: 'bad-request' };
    }
  } catch (error) {
    if (error instanceof PasskeyRefusedError) return { ok: false, reason: error.reason };
    throw error;
  }
}
