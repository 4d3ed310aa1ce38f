import { EMULATORS_PROJECT_ID } from '../../support/firebase-emulators';

/** The Auth emulator accepts any key; this is the one the staff adapters use with it. */
const API_KEY = 'fake-api-key';
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

interface OobCode {
  email: string;
  requestType: string;
}

/** The project's administrator on the Auth emulator, over its REST API. */
export class AuthEmulatorAdmin {
  constructor(
    private readonly host: string,
    private readonly projectId = EMULATORS_PROJECT_ID,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`http://${this.host}${path}`, {
      method,
      headers: OWNER,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(
        `Auth emulator ${method} ${path}: ${response.status} ${await response.text()}`,
      );
    return (await response.json()) as T;
  }

  /** An e-mail and password account; returns its uid. */
  async createAccount(email: string, password: string): Promise<string> {
    const { localId } = await this.call<{ localId: string }>(
      'POST',
      `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
      { email, password },
    );
    return localId;
  }

  /**
   * Signs in as the account's owner would, with its password (what the page's Auth does); returns
   * the session's ID token.
   */
  async signIn(email: string, password: string): Promise<string> {
    const { idToken } = await this.call<{ idToken: string }>(
      'POST',
      `/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
      { email, password, returnSecureToken: true },
    );
    return idToken;
  }

  /**
   * A custom token as the passkeys function mints one for this account, with its claims. The Auth
   * emulator takes tokens unsigned (as firebase-admin makes them when it talks to the emulator),
   * so a test needs no service account to open the session a passkey would.
   */
  customToken(uid: string, claims: Record<string, unknown>): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    return `${part({ alg: 'none', typ: 'JWT' })}.${part({
      aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
      iss: 'firebase-auth-emulator@example.com',
      sub: 'firebase-auth-emulator@example.com',
      iat: now,
      exp: now + 3600,
      uid,
      claims,
    })}.`;
  }

  /** Signs in with a custom token the server minted (what the page's signInWithCustomToken does). */
  async signInWithCustomToken(token: string): Promise<string> {
    const { idToken } = await this.call<{ idToken: string }>(
      'POST',
      `/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=${API_KEY}`,
      { token, returnSecureToken: true },
    );
    return idToken;
  }

  /**
   * Sets a password with the one-time code of a set-password link (its `oobCode`), as Firebase's
   * action page does when someone follows the link.
   */
  async setPasswordWithLink(link: string, newPassword: string): Promise<void> {
    const oobCode = new URL(link).searchParams.get('oobCode');
    if (!oobCode) throw new Error(`No oobCode in ${link}`);
    await this.call(
      'POST',
      `/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${API_KEY}`,
      { oobCode, newPassword },
    );
  }

  async disableAccount(uid: string): Promise<void> {
    await this.call(
      'POST',
      `/identitytoolkit.googleapis.com/v1/projects/${this.projectId}/accounts:update`,
      { localId: uid, disableUser: true },
    );
  }

  /**
   * E-mail enumeration protection: on, Auth no longer says whether the account or the password was
   * wrong.
   */
  async protectEmailEnumeration(enabled: boolean): Promise<void> {
    await this.call('PATCH', `/emulator/v1/projects/${this.projectId}/config`, {
      emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled },
    });
  }

  /** The e-mails Auth would have sent (password resets, verifications). */
  async sentEmails(): Promise<OobCode[]> {
    return (
      (
        await this.call<{ oobCodes?: OobCode[] }>(
          'GET',
          `/emulator/v1/projects/${this.projectId}/oobCodes`,
        )
      ).oobCodes ?? []
    );
  }

  async clear(): Promise<void> {
    await this.call('DELETE', `/emulator/v1/projects/${this.projectId}/accounts`);
    await this.protectEmailEnumeration(false);
  }
}
