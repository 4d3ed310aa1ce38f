import { getFirestore } from 'firebase-admin/firestore';
import { AdminStatusLinks } from '../../applicant-status/adapters/server/admin-status-links';
import { adminApp } from '../server-kernel';

/** An application removed or erased: its status links go with it (the seats' trigger runs it). */
export function composeStatusLinks() {
  return new AdminStatusLinks(getFirestore(adminApp()));
}
