import { isCapabilityToken } from '../../shared/domain/capability-token';
import type { ApplicationId } from '../../applications/domain/application-id';
import { isFreeable, type Seat } from './seat';
import type { Talk, TalkId } from './talk';
import { TALK_PAGES_PATH } from './talk-pages-path';

/**
 * A link the applicant gets by e-mail (and, for choosing, on the receipt): a capability, whoever
 * holds it may use it, so it carries a random token of 256 bits and nothing else
 * (src/shared/domain/capability-token.ts); storage keeps only the token's SHA-256
 * (TalkPasses/{hash}), never the token. A pass names no one: no name,
 * no number is shown through it.
 */
export type TalkPass =
  /** "No podré asistir": frees this very seat (the talk, the number, when it was given), once. */
  | {
      purpose: 'no-asistire';
      applicationId: ApplicationId;
      talkId: TalkId;
      assignedAt: Date;
      expiresAt: Date;
    }
  /** "Elegir mi charla informativa": takes a seat at one of the next talks, once. */
  | { purpose: 'elegir'; applicationId: ApplicationId; expiresAt: Date };

export type PassPurpose = TalkPass['purpose'];

/** A pass as stored: when it was used, if it was. */
export type StoredPass = TalkPass & { usedAt: Date | null };

/** How long the receipt's link to choose a talk works, unless used first. */
export const CHOICE_PASS_LIFETIME_MS = 30 * 24 * 60 * 60_000;

const PURPOSE_PATHS: Record<PassPurpose, string> = {
  'no-asistire': `${TALK_PAGES_PATH}/no-asistire/`,
  elegir: `${TALK_PAGES_PATH}/elegir/`,
};

/** The link's path on the site's own origin. */
export const passPath = (purpose: PassPurpose, token: string): string =>
  `${PURPOSE_PATHS[purpose]}${token}`;

/** A path's purpose and token, when it is a pass's link at all. */
export function passOfPath(path: string): { purpose: PassPurpose; token: string } | undefined {
  for (const purpose of Object.keys(PURPOSE_PATHS) as PassPurpose[]) {
    const prefix = PURPOSE_PATHS[purpose];
    const token = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
    if (token !== undefined && isCapabilityToken(token)) return { purpose, token };
  }
  return undefined;
}

/**
 * How long a "No podré asistir" link's record is kept after the talk's start as it was when the
 * link was issued (Firestore's TTL deletes it after): long enough for a talk an admin postpones
 * by weeks to keep its links working. What the link can do is decided by the talk's own start
 * (cancelStateOf), never by this.
 */
export const CANCEL_PASS_KEPT_DAYS = 90;

export const cancelPassKeptUntil = (startsAt: Date): Date =>
  new Date(startsAt.getTime() + CANCEL_PASS_KEPT_DAYS * 24 * 60 * 60 * 1000);

/** What a link finds: usable, used already, past its time, or nothing at all. */
export type PassState = 'valid' | 'used' | 'expired' | 'unknown';

export function passStateOf(pass: StoredPass | undefined, now: Date): PassState {
  if (pass === undefined) return 'unknown';
  if (pass.usedAt !== null) return 'used';
  return pass.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}

/**
 * What a "No podré asistir" link can do now: free its seat ('open'); nothing, because it was
 * used ('used'), because the talk has begun or the seat was attended ('begun'), or because it
 * names no seat that is still this one ('unknown': no such link, or its seat was freed or given
 * again since). The talk's own start decides, not the link's expiry: an admin may move the talk.
 */
export type CancelState = 'open' | 'used' | 'begun' | 'unknown';

export function cancelStateOf(
  pass: StoredPass | undefined,
  talk: Talk | undefined,
  seat: Seat | undefined,
  now: Date,
): CancelState {
  if (pass?.purpose !== 'no-asistire') return 'unknown';
  if (pass.usedAt !== null) return 'used';
  if (!talk || !seat || seat.assignedAt.getTime() !== pass.assignedAt.getTime()) return 'unknown';
  return isFreeable(talk, seat, now) ? 'open' : 'begun';
}

/** What using a "No podré asistir" link did: freed its seat, or why not. */
export type CancelOutcome = Exclude<CancelState, 'open'> | 'freed';

/** How many talks the applicant's choice offers: the next ones with a free seat. */
export const TALKS_OFFERED = 5;

/**
 * What choosing through an "Elegir mi charla informativa" link did: took the seat, or why not
 * (the talk filled up or began meanwhile, the application is no longer on its way, another
 * application of the same mailbox holds a seat already (mailbox-seat.ts), the link was used, is
 * past its 30 days, or is no link at all). Refused, the link stays unused.
 */
export type ChoiceOutcome =
  'taken' | 'full' | 'talk-over' | 'not-open' | 'mailbox-seated' | Exclude<PassState, 'valid'>;
