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
