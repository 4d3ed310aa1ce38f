import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  STAFF_ACCESS_SINCE_FIELD,
  STAFF_COLLECTION,
} from '../../../access/adapters/access-collections';
import { sessionHasAccess } from '../../../access/domain/session-policy';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { TeamSessions } from './answer-team-call';

/**
 * Whether the session behind a call to the team function still counts, over the Admin SDK.
 * Functions check an ID token's signature and expiry only: a token stays good for up to an hour
 * after its account's sessions were revoked (access taken away, a password reset) or the account
 * deleted. So Auth is asked again (verifyIdToken with checkRevoked: revoked, disabled or deleted
 * accounts are refused), and a session from before its member's access (Staff/{uid}.accessSince)
 * counts for nothing, as in firestore.rules. A caller on no list passes: the use cases refuse them.
 */
export class AdminTeamSessions implements TeamSessions {
  constructor(
    private readonly db: Firestore,
    private readonly auth: Auth,
  ) {}

  async callerOf(idToken: string): Promise<SignedInUser | null> {
    let session;
    try {
      session = await this.auth.verifyIdToken(idToken, true);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && code.startsWith('auth/')) return null;
      throw error;
    }
    if (typeof session.email !== 'string') return null;
    const entry = await this.db.collection(STAFF_COLLECTION).doc(session.uid).get();
    if (entry.exists) {
      const since: unknown = entry.get(STAFF_ACCESS_SINCE_FIELD);
      const accessSince = since instanceof Timestamp ? since.toDate() : null;
      if (!sessionHasAccess(session.auth_time, accessSince)) return null;
    }
    return { uid: session.uid, email: session.email };
  }
}
