import { doc, getDoc, updateDoc } from 'firebase/firestore';
import {
  DEFAULT_NOTICE_PREFERENCE,
  type NoticePreference,
  type NoticePreferences,
} from '../../domain/notice-preference';
import { STAFF_COLLECTION } from '../../../shared/adapters/firestore/collection-names';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import { storedDocumentOf } from '../../../shared/adapters/staff-firebase/document-reader';
import { NOTICES_FIELD, noticePreferenceOf } from './staff-entry-document';

/**
 * A member's choice of e-mail notices on their own allowlist entry, Staff/{uid}. firestore.rules
 * let a member change that one field of their own entry, to one of the domain's values, and
 * nothing else: the update names the field alone (an update, never a set, so an entry that is
 * gone is not made again).
 */
export class FirestoreNoticePreferences
  extends BoundedFirestoreAdapter
  implements NoticePreferences
{
  async preferenceOf(uid: string): Promise<NoticePreference> {
    const entry = await this.bounded('Firestore get', getDoc(this.entryOf(uid)));
    return entry.exists() ? noticePreferenceOf(storedDocumentOf(entry)) : DEFAULT_NOTICE_PREFERENCE;
  }

  async choose(uid: string, preference: NoticePreference): Promise<void> {
    await this.bounded(
      'Firestore update',
      updateDoc(this.entryOf(uid), { [NOTICES_FIELD]: preference }),
    );
  }

  private entryOf(uid: string) {
    return doc(this.db, STAFF_COLLECTION, uid);
  }
}
