import type { SmtpLogin } from '../notifications/adapters/server/nodemailer-mail-sender';

/** How the server logs in to the mail server (SMTP_AUTH). */
export const SMTP_AUTH_KINDS = ['password', 'oauth2'] as const;
export type SmtpAuthKind = (typeof SMTP_AUTH_KINDS)[number];

export interface SmtpLoginSettings {
  auth: string;
  user: string;
  /** SMTP_PASSWORD: the password, or with oauth2 the JSON `{"clientSecret", "refreshToken"}`. */
  secret: string;
  clientId: string;
  tokenUrl: string;
}

/** Never the secret's content in a message: only which setting to fix. */
const refuse = (why: string) => new Error(`primer-paso: ${why} (docs/deploying.md)`);

/**
 * The login from the settings. One secret, SMTP_PASSWORD, holds whichever credential SMTP_AUTH
 * names: every secret a function declares must exist at each deploy, so an OAuth2 secret of its
 * own would make every cooperative that logs in with a password create one it never uses. No
 * SMTP_USER: no login at all.
 */
export function smtpLoginOf(settings: SmtpLoginSettings): SmtpLogin | undefined {
  const { auth, user, secret, clientId, tokenUrl } = settings;
  if (!user) return undefined;
  if (auth === 'password') return { kind: 'password', user, password: secret };
  if (auth !== 'oauth2') throw refuse(`SMTP_AUTH must be one of ${SMTP_AUTH_KINDS.join(', ')}`);
  if (!clientId) throw refuse('SMTP_AUTH=oauth2 needs SMTP_OAUTH_CLIENT_ID');
  const held = parsed(secret);
  const { clientSecret, refreshToken } = (held ?? {}) as Record<string, unknown>;
  if (typeof clientSecret !== 'string' || typeof refreshToken !== 'string' || !refreshToken)
    throw refuse(
      'with SMTP_AUTH=oauth2, SMTP_PASSWORD holds {"clientSecret": "…", "refreshToken": "…"}',
    );
  return { kind: 'oauth2', user, clientId, clientSecret, refreshToken, tokenUrl };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
