import { createHmac } from 'node:crypto';
import type { AddressKeys } from '../../domain/address-quota';

/**
 * HMAC-SHA-256 of the address under a secret kept in Secret Manager: the same address gives the
 * same key, and a key read from storage cannot be turned back into the address by trying all
 * addresses, as a plain hash could (IPv4 has only four thousand million).
 */
export class HmacAddressKeys implements AddressKeys {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The address-key secret needs at least 32 characters');
  }

  keyOf(address: string): string {
    return createHmac('sha256', this.secret)
      .update(address.trim().toLowerCase())
      .digest('base64url');
  }
}
