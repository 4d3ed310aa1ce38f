import type { AppCheck } from 'firebase-admin/app-check';
import type { AppCheckTokens } from './answer-intake';

/**
 * App Check's own verification with replay protection: `consume` marks the token used, and a
 * token already used is answered as such (alreadyConsumed), so it counts as no token at all.
 */
export class AdminAppCheckTokens implements AppCheckTokens {
  constructor(private readonly appCheck: AppCheck) {}

  async consume(token: string): Promise<boolean> {
    const verified = await this.appCheck.verifyToken(token, { consume: true });
    return verified.alreadyConsumed !== true;
  }
}
