import { doc, getDoc, type Firestore } from 'firebase/firestore';
import {
  DEFAULT_NOTICE_PREFERENCE,
  type NoticePreference,
  type NoticePreferences,
} from '../../domain/notice-preference';
import { STAFF_COLLECTION } from '../access-collections';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import { storedDocumentOf } from '../../../shared/adapters/staff-firebase/document-reader';
import { noticePreferenceOf } from './staff-entry-document';

/** The server's write of the signed-in member's own choice (the team function, src/team). */
export type NoticeChoiceOnServer = (preference: NoticePreference) => Promise<void>;

/**
 * A member's choice of e-mail notices on their own allowlist entry, Staff/{uid}: read here (the
 * rules let a member read their own entry), written by the server, since no page writes Staff.
 */
export class FirestoreNoticePreferences
  extends BoundedFirestoreAdapter
  implements NoticePreferences
{
  async preferenceOf(uid: string): Promise<NoticePreference> {
    const entry = await this.bounded('Firestore get', getDoc(this.entryOf(uid)));
    return entry.exists() ? noticePreferenceOf(storedDocumentOf(entry)) : DEFAULT_NOTICE_PREFERENCE;
  }

  constructor(
    db: Firestore,
    private readonly chooseOnServer: NoticeChoiceOnServer,
    requestTimeoutMs?: number,
  ) {
    super(db, requestTimeoutMs);
  }

  /** The caller's own choice: the server knows them by their session, whatever `uid` says. */
  async choose(_uid: string, preference: NoticePreference): Promise<void> {
    await this.bounded('Team function', this.chooseOnServer(preference));
  }

  private entryOf(uid: string) {
    return doc(this.db, STAFF_COLLECTION, uid);
  }
}
