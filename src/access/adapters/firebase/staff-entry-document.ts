import { STAFF_ACCESS_SINCE_FIELD, STAFF_NOTICES_FIELD } from '../access-collections';
import type { StaffEntry } from '../../domain/staff-access';
import {
  DEFAULT_NOTICE_PREFERENCE,
  NOTICE_PREFERENCES,
  type NoticePreference,
} from '../../domain/notice-preference';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff-member';
import {
  DocumentReader,
  type StoredDocument,
} from '../../../shared/adapters/staff-firebase/document-reader';

/**
 * The allowlist entry's mapper: Staff/{uid} gives its member's role, one of the domain's roles
 * (MalformedDocumentError otherwise). An entry whose role is misspelt in the console lets nobody
 * in, as the rules' isMember() does not either, but says why rather than pass for no entry.
 */
export function staffRoleOf(document: StoredDocument): StaffRole {
  return new DocumentReader(document).oneOf('role', STAFF_ROLES);
}

/**
 * The whole entry as the session's watch reads it: its role, and since when its access counts
 * (absent on an entry written by hand: null; anything but a timestamp is malformed).
 */
export function staffEntryOf(document: StoredDocument): StaffEntry {
  return {
    role: staffRoleOf(document),
    accessSince: new DocumentReader(document).optionalDate(STAFF_ACCESS_SINCE_FIELD),
  };
}

/** The entry's field that holds the member's choice of e-mail notices (firestore.rules). */
export const NOTICES_FIELD = STAFF_NOTICES_FIELD;

/**
 * The member's choice of notices on their entry: absent until they first choose (the default,
 * no notices), otherwise one of the domain's values (MalformedDocumentError otherwise).
 */
export function noticePreferenceOf(document: StoredDocument): NoticePreference {
  const read = new DocumentReader(document);
  return read.has(NOTICES_FIELD)
    ? read.oneOf(NOTICES_FIELD, NOTICE_PREFERENCES)
    : DEFAULT_NOTICE_PREFERENCE;
}
