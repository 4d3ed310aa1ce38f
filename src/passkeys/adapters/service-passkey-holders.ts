import type { PasskeyHolders } from '../../access/domain/staff-access';
import type { PasskeyService } from '../domain/passkey-service';

/**
 * Whether the signed-in member has a passkey, as the passkeys' server lists their own keys: a
 * password's session may list them (to be asked for one, or to add the first).
 */
export class ServicePasskeyHolders implements PasskeyHolders {
  constructor(private readonly service: PasskeyService) {}

  async hasPasskey(uid: string): Promise<boolean> {
    return (await this.service.list(uid)).length > 0;
  }
}
