/**
 * A passkey a member enrolled: what the server keeps to check their signatures (the public key,
 * the authenticator's counter), the name they gave it, and when it was last used. Nothing in it
 * signs anything: the private key never leaves the member's device.
 */
export interface Passkey {
  /** The credential's id, base64url, as the authenticator made it. */
  id: string;
  memberUid: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter (0 for those that keep none, as most passkeys). */
  counter: number;
  /** How the browser may reach the authenticator again ('internal', 'hybrid', 'usb'…). */
  transports: readonly string[];
  name: string;
  createdAt: Date;
  /** Null until it opens a session. */
  lastUsedAt: Date | null;
}

/** What a member sees of a key: never its public key. */
export type PasskeySummary = Pick<Passkey, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>;

export const summaryOf = ({ id, name, createdAt, lastUsedAt }: Passkey): PasskeySummary => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

/** A name long enough to tell two keys apart on a phone's screen, short enough for one line. */
export const MAX_PASSKEY_NAME_LENGTH = 60;

/** The member's name for a key, trimmed and on one line; null when empty or too long. */
export function passkeyName(text: string): string | null {
  const name = text.replace(/\s+/g, ' ').trim();
  return name.length > 0 && name.length <= MAX_PASSKEY_NAME_LENGTH ? name : null;
}

/** A member has few keys (a computer, a phone, a security key): every read is bounded. */
export const MAX_PASSKEYS_PER_MEMBER = 10;

/** A credential id as WebAuthn gives it, base64url; bounded, since it names a document. */
export const isCredentialId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,1023}$/.test(value);
