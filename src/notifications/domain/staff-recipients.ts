/**
 * Who on staff wants a notice of each new application: allowlisted members who opted in. The
 * adapter reads only those (a filtered query), never the whole allowlist.
 */
export interface StaffRecipients {
  perApplication(): Promise<string[]>;
}
