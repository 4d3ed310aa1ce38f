import { createHash } from 'node:crypto';

/**
 * What a capability link's record is kept under (src/shared/domain/capability-token.ts): the
 * token's SHA-256, base64url. The token itself is never stored.
 */
export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');
