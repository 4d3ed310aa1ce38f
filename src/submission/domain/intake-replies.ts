import type { RandomSource } from '../../shared/domain/random-source';
import type { ApplicationId } from '../../applications/domain/application-id';

/**
 * One filled form, however many times the page sends it: the page's Idempotency-Key, a random
 * value drawn once per form (a retry after a timeout, or a second click, carries the same one;
 * the form after a receipt gets a new one) and kept only in the tab's memory. The server keeps
 * the answer it gave under the key's keyed hash, never the key itself, and answers a repeat with
 * the same number: a slow first answer never becomes a second application.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 128 random bits as 32 lower-case hexadecimal digits: nothing else is a key. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;
const WORDS = 4;
const WORD = 2 ** 32;

export const isIdempotencyKey = (value: string): boolean => KEY_PATTERN.test(value);

/** A new key, 32 bits at a time through the port (Web Crypto's on the page). */
export function drawIdempotencyKey(random: RandomSource): string {
  return Array.from({ length: WORDS }, () =>
    Math.floor(random.next() * WORD)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
}

/**
 * How long a reply is kept: the tab that drew the key retries within seconds, and a day covers a
 * phone put away mid-send. Firestore's TTL policy deletes it some time after (docs/deploying.md);
 * until then a repeat still gets the number it was given, which is still the truth.
 */
export const REPLY_KEPT_MS = 24 * 60 * 60 * 1000;

/** What a repeat is answered: the number and the moment of the application the key stored. */
export interface StoredReply {
  id: ApplicationId;
  submittedAt: Date;
}

/** Stored with an application, in the same step: the key's hash and when it may go. */
export interface ReplyRecord {
  key: string;
  expireAt: Date;
}

/**
 * The replies the intake gave, by key hash. Written only with an application, in the same step
 * (ApplicationRepository's `create` with a ReplyRecord), so two racing requests under one key
 * store one application. Every adapter passes tests/contract/intake-replies-contract.ts.
 */
export interface IntakeReplies {
  /** The reply given under this key hash, if an application was stored with it. */
  replyFor(key: string): Promise<StoredReply | undefined>;
}
