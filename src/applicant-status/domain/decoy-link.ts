import {
  applicationIdFromNumber,
  HIGHEST_APPLICATION_NUMBER,
  LOWEST_APPLICATION_NUMBER,
  type ApplicationId,
} from '../../applications/domain/application-id';
import { missingItems } from '../../applications/domain/requirements/checklist';
import type { StatusRecord } from '../../applications/domain/status-records';
import type { RandomSource } from '../../shared/domain/random-source';
import type { AddressKeys } from '../../submission/domain/address-quota';

/**
 * The honeypot's status link: a token of a real link's shape (43 characters, 256 bits that look
 * random) that the server recognises without storage, sealed under the address-key secret
 * (AddressKeys, HMAC-SHA-256), and that carries what a freshly stored application's page shows:
 * its number, its moment, whether it was held for review and whether a NIT was given (what the
 * checklist asks of it). A bot that follows it finds the page a fresh application's link opens;
 * nothing is written for it, so a flood of trapped bots costs no storage and no number, and no
 * decoy record has to expire.
 *
 * Layout: 16 random bytes, then the 8 bytes of what it carries masked by a pad derived from
 * them, then an 8-byte seal over both. Without the secret a token cannot be told from a real
 * one's, nor forged (one guess in 2^64).
 */
export interface DecoyFacts {
  applicationId: ApplicationId;
  submittedAt: Date;
  /** As a real one would have been stored: held for review when it came unverified. */
  stage: 'nueva' | 'en-revision';
  /** A NIT was typed: the checklist asks for its copy too. */
  withNit: boolean;
}

const NONCE_BYTES = 16;
const FACTS_BYTES = 8;
const SEAL_BYTES = 8;
const REVIEW_BIT = 0x4000;
const NIT_BIT = 0x8000;
const NUMBER_BITS = 0x3fff;
/** Six bytes of milliseconds: past the year 10000. */
const MOMENT_LIMIT = 2 ** 48;

/** AddressKeys folds case: its inputs here are hexadecimal, which has none to fold. */
const hexOf = (bytes: readonly number[]) =>
  bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');

const bytesOfBase64Url = (text: string): number[] =>
  [...atob(text.replace(/-/g, '+').replace(/_/g, '/'))].map((char) => char.charCodeAt(0));

const base64UrlOf = (bytes: readonly number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const padOf = (keys: AddressKeys, nonce: readonly number[]) =>
  bytesOfBase64Url(keys.keyOf(`enlace-señuelo-mascara:${hexOf(nonce)}`)).slice(0, FACTS_BYTES);

const sealOf = (keys: AddressKeys, nonce: readonly number[], facts: readonly number[]) =>
  bytesOfBase64Url(keys.keyOf(`enlace-señuelo-sello:${hexOf(nonce)}:${hexOf(facts)}`)).slice(
    0,
    SEAL_BYTES,
  );

function factsBytes({ applicationId, submittedAt, stage, withNit }: DecoyFacts): number[] {
  const head =
    (Number(applicationId.slice(3)) - LOWEST_APPLICATION_NUMBER) |
    (stage === 'en-revision' ? REVIEW_BIT : 0) |
    (withNit ? NIT_BIT : 0);
  const ms = submittedAt.getTime();
  const moment = Array.from({ length: 6 }, (_, at) => Math.floor(ms / 2 ** (8 * (5 - at))) % 256);
  return [head >>> 8, head & 255, ...moment];
}

function factsOf(bytes: readonly number[]): DecoyFacts | undefined {
  const head = ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0);
  const number = (head & NUMBER_BITS) + LOWEST_APPLICATION_NUMBER;
  const ms = bytes.slice(2).reduce((sum, byte) => sum * 256 + byte, 0);
  if (number > HIGHEST_APPLICATION_NUMBER) return undefined;
  return {
    applicationId: applicationIdFromNumber(number),
    submittedAt: new Date(ms),
    stage: head & REVIEW_BIT ? 'en-revision' : 'nueva',
    withNit: (head & NIT_BIT) !== 0,
  };
}

/** A decoy token for these facts: 16 fresh random bytes, so no two are alike. */
export function sealDecoyToken(facts: DecoyFacts, random: RandomSource, keys: AddressKeys) {
  if (facts.submittedAt.getTime() < 0 || facts.submittedAt.getTime() >= MOMENT_LIMIT)
    throw new RangeError('A decoy carries a moment from 1970 on');
  const nonce = Array.from({ length: NONCE_BYTES }, () => Math.floor(random.next() * 256));
  const plain = factsBytes(facts);
  const pad = padOf(keys, nonce);
  const masked = plain.map((byte, at) => byte ^ (pad[at] ?? 0));
  return base64UrlOf([...nonce, ...masked, ...sealOf(keys, nonce, plain)]);
}

/** What a decoy token carries, or undefined when it is not one this secret sealed. */
export function openDecoyToken(token: string, keys: AddressKeys): DecoyFacts | undefined {
  const bytes = bytesOfBase64Url(token);
  if (bytes.length !== NONCE_BYTES + FACTS_BYTES + SEAL_BYTES) return undefined;
  const nonce = bytes.slice(0, NONCE_BYTES);
  const pad = padOf(keys, nonce);
  const plain = bytes
    .slice(NONCE_BYTES, NONCE_BYTES + FACTS_BYTES)
    .map((byte, at) => byte ^ (pad[at] ?? 0));
  const seal = sealOf(keys, nonce, plain);
  const given = bytes.slice(NONCE_BYTES + FACTS_BYTES);
  // Every byte compared, whatever the first difference: the time tells nothing of the seal.
  const differs = seal.reduce((sum, byte, at) => sum | (byte ^ (given[at] ?? 0)), 0);
  return differs === 0 ? factsOf(plain) : undefined;
}

/** The status a freshly stored application of these facts shows: nothing met, nothing closed. */
export const decoyRecord = ({
  applicationId,
  submittedAt,
  stage,
  withNit,
}: DecoyFacts): StatusRecord => ({
  id: applicationId,
  submittedAt,
  stage,
  closeReason: null,
  // The checklist reads only whether a NIT was typed, never which one.
  missing: missingItems({ nit: withNit ? 'NIT' : '', checklist: {} }),
});
