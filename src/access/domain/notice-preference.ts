/**
 * The e-mail a member gets of new applications: their own choice, on their own allowlist entry
 * (Staff/{uid}, field `notices`), which the server reads before it sends
 * (src/notifications/adapters/server/admin-staff-recipients.ts). The one list of the values:
 * firestore.rules accept exactly these for a member's own update (a test holds the two together).
 *
 * - `cada-solicitud`: one message per new application, as it arrives;
 * - `resumen-diario`: one message a day listing what arrived in the last 24 hours;
 * - `ninguno`: no e-mail of new applications.
 */
export const NOTICE_PREFERENCES = ['cada-solicitud', 'resumen-diario', 'ninguno'] as const;

export type NoticePreference = (typeof NOTICE_PREFERENCES)[number];

/** A member who never chose gets no notices: nobody's mailbox fills without asking. */
export const DEFAULT_NOTICE_PREFERENCE: NoticePreference = 'ninguno';

export const isNoticePreference = (value: unknown): value is NoticePreference =>
  NOTICE_PREFERENCES.some((preference) => preference === value);

/**
 * Each member's choice of e-mail notices, which they read and change for themselves only.
 * Adapters pass tests/contract/notice-preferences-contract.ts.
 */
export interface NoticePreferences {
  /** What the member chose; DEFAULT_NOTICE_PREFERENCE if they never did. */
  preferenceOf(uid: string): Promise<NoticePreference>;
  /** Changes that choice and nothing else of their entry; refused for anyone not a member. */
  choose(uid: string, preference: NoticePreference): Promise<void>;
}
