/**
 * Whether anyone may create an account with the web app's key: Firebase's default, which a
 * stranger uses to hold an account under an address the office will invite. Read from Identity
 * Toolkit's project config (`client.permissions.disabledUserSignup`, what the console's
 * Authentication > Settings > User actions > Enable create (sign-up) sets). The Admin SDK's
 * projectConfigManager does not expose it, hence REST. 'unknown': the config could not be read
 * (no permission to read it, or an answer in another shape).
 */
export type SelfSignUp = 'closed' | 'open' | 'unknown';

/** The setting in Identity Toolkit's config (v2 projects.getConfig): absent means open. */
export function selfSignUpIn(config: unknown): SelfSignUp {
  if (typeof config !== 'object' || config === null || !('name' in config || 'signIn' in config))
    return 'unknown';
  const client = (config as { client?: { permissions?: { disabledUserSignup?: unknown } } }).client;
  return client?.permissions?.disabledUserSignup === true ? 'closed' : 'open';
}

export interface SelfSignUpSource {
  projectId: string;
  /** An OAuth access token that may read the project's Auth config (the maintainer's). */
  accessToken: string;
  /** Where Identity Toolkit answers: Google's, or the Auth emulator's `http://host/identitytoolkit.googleapis.com`. */
  base?: string;
}

export async function readSelfSignUp(
  { projectId, accessToken, base = 'https://identitytoolkit.googleapis.com' }: SelfSignUpSource,
  fetchConfig: typeof fetch = fetch,
): Promise<SelfSignUp> {
  const response = await fetchConfig(`${base}/v2/projects/${projectId}/config`, {
    headers: { Authorization: `Bearer ${accessToken}`, 'X-Goog-User-Project': projectId },
  }).catch(() => null);
  if (!response?.ok) return 'unknown';
  return selfSignUpIn(await response.json().catch(() => null));
}
