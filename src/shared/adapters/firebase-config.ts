/**
 * The Firebase web app a page connects to, as the build's configuration names it (.env.example).
 */
export interface FirebaseConfig {
  projectId: string;
  apiKey?: string;
  appId?: string;
  /** host:port of a Firestore emulator; unset in production. */
  emulatorHost?: string;
  /**
   * host:port of a Firebase Auth emulator (the staff page's sign-in); only with a Firestore
   * emulator.
   */
  authEmulatorHost?: string;
  /** reCAPTCHA Enterprise site key: turns on Firebase App Check. */
  appCheckSiteKey?: string;
}
