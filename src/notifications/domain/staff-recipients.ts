/**
 * Who on staff gets e-mail: allowlisted members by their own choice of notices (one per new
 * application, or a daily digest: src/access/domain/notice-preference.ts), and the admins (alerts
 * and reports). Adapters read only those (filtered queries), never the whole allowlist.
 */
export interface StaffRecipients {
  /** Members who asked for a message per new application (`cada-solicitud`). */
  perApplication(): Promise<string[]>;
  /** Members who asked for one message a day of what arrived (`resumen-diario`). */
  dailyDigest(): Promise<string[]>;
  admins(): Promise<string[]>;
}
