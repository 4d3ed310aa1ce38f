import type { Authenticator } from '../../domain/passkey-service';
import { textField, type StandInAnswer } from './stand-in-answer';

/** The credential ids the options allow (WebAuthn's allowCredentials), in order. */
const allowedIds = (options: unknown): string[] => {
  const allowed = (options as { allowCredentials?: unknown } | null)?.allowCredentials;
  return (Array.isArray(allowed) ? allowed : []).flatMap((each) => textField(each, 'id') ?? []);
};

/**
 * Demo mode's stand-in for an authenticator: it is none. It signs nothing and holds no key; it
 * answers the screens' steps at once with the options' challenge (and, to sign in, the first key
 * the server allows), so the demo can run the server's own steps (and say on screen that no real
 * authenticator is used). Only the stand-in ceremonies (stand-in-ceremonies.ts) accept its answers.
 */
export class DemoStandInAuthenticator implements Authenticator {
  async create(options: unknown): Promise<unknown> {
    await Promise.resolve();
    const challenge = textField(options, 'challenge') ?? '';
    // Each challenge is drawn anew (256 random bits), so a key named after it is named once.
    const answer: StandInAnswer = {
      standIn: 'demo-sin-autenticador',
      ceremony: 'create',
      id: `llave-demo-${challenge}`,
      challenge,
    };
    return answer;
  }

  async get(options: unknown): Promise<unknown> {
    await Promise.resolve();
    const answer: StandInAnswer = {
      standIn: 'demo-sin-autenticador',
      ceremony: 'get',
      id: allowedIds(options)[0] ?? '',
      challenge: textField(options, 'challenge') ?? '',
    };
    return answer;
  }
}
