import { hasValidDuiCheckDigit } from '../../submission/domain/rules/dui';
import type { AddressQuota } from '../../submission/domain/address-quota';
import { isApplicationId, type ApplicationId } from '../../applications/domain/application-id';

/**
 * Perdí el enlace: the applicant types their SOL number and DUI; when both match an open
 * application, a fresh link goes to the e-mail on file. The page answers alike either way, and
 * both the sender's address and the number are counted, so neither a script nor a person can
 * try DUIs against a number, or numbers from one connection.
 */

/** From one network address (an IPv6 client's /64): a family's few tries, not a script's. */
export const LOST_LINK_PER_ADDRESS: AddressQuota = { perWindow: 5, windowMs: 60 * 60_000 };

/**
 * For one SOL number, from anywhere: three fresh links a day, counted only when the number and the
 * DUI matched (so junk requests cannot lock its applicant out); past it nothing is sent and the
 * answer is the same.
 */
export const LOST_LINK_PER_NUMBER: AddressQuota = { perWindow: 3, windowMs: 24 * 60 * 60_000 };

/** The number as typed: 'SOL1234', 'sol 1234' or '1234'; undefined when it is not one. */
export function applicationNumberOf(typed: string): ApplicationId | undefined {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  const id = compact.startsWith('SOL') ? compact : `SOL${compact}`;
  return isApplicationId(id) ? id : undefined;
}

/**
 * The DUI as typed, with or without its dash, in the form's shape (########-#), checked with the
 * form's own rule (its check digit); undefined when it is not a DUI.
 */
export function duiOf(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]+/g, '');
  if (!/^\d{9}$/.test(digits)) return undefined;
  const dui = `${digits.slice(0, 8)}-${digits.slice(8)}`;
  return hasValidDuiCheckDigit(dui) ? dui : undefined;
}

/** A request of the lost-link form once read: what was typed, when it reads as number and DUI. */
export interface LostLinkRequest {
  id: ApplicationId;
  dui: string;
}

export function lostLinkRequestOf(form: unknown): LostLinkRequest | 'invalid' {
  const fields = (form ?? {}) as Record<string, unknown>;
  const number = typeof fields.numero === 'string' ? applicationNumberOf(fields.numero) : undefined;
  const dui = typeof fields.dui === 'string' ? duiOf(fields.dui) : undefined;
  return number && dui ? { id: number, dui } : 'invalid';
}
