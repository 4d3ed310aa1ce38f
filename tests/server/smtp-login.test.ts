import { describe, expect, it } from 'vitest';
import { smtpLoginOf } from '../../src/server/smtp-login';

const settings = {
  auth: 'password',
  user: 'asociados@primerpaso.coop',
  secret: 'la-clave',
  clientId: '',
  tokenUrl: 'https://oauth2.googleapis.com/token',
};

describe('the SMTP login from the settings (one secret, SMTP_PASSWORD, for either kind)', () => {
  it('is the password by default, and none without SMTP_USER', () => {
    expect(smtpLoginOf(settings)).toEqual({
      kind: 'password',
      user: 'asociados@primerpaso.coop',
      password: 'la-clave',
    });
    expect(smtpLoginOf({ ...settings, user: '' })).toBeUndefined();
  });

  it('with SMTP_AUTH=oauth2, reads the client secret and the refresh token from the secret', () => {
    const secret = JSON.stringify({ clientSecret: 'GOCSPX-x', refreshToken: '1//r' });
    expect(smtpLoginOf({ ...settings, auth: 'oauth2', clientId: 'c.apps', secret })).toEqual({
      kind: 'oauth2',
      user: 'asociados@primerpaso.coop',
      clientId: 'c.apps',
      clientSecret: 'GOCSPX-x',
      refreshToken: '1//r',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
  });

  it('refuses a secret of the wrong shape, or no client id, naming the setting and never the secret', () => {
    const oauth = { ...settings, auth: 'oauth2', clientId: 'c.apps' };
    expect(() => smtpLoginOf(oauth)).toThrow(/SMTP_PASSWORD holds/);
    expect(() => smtpLoginOf(oauth)).not.toThrow(/la-clave/);
    expect(() => smtpLoginOf({ ...oauth, clientId: '', secret: '{}' })).toThrow(
      /SMTP_OAUTH_CLIENT_ID/,
    );
    expect(() => smtpLoginOf({ ...settings, auth: 'oauth' })).toThrow(/SMTP_AUTH must be/);
  });
});
