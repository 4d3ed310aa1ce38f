import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import {
  STAFF_ACCESS_SINCE_FIELD,
  STAFF_COLLECTION,
} from '../../access/adapters/access-collections';
import { AdminOutbox } from '../../notifications/adapters/server/admin-outbox';
import { AdminChallengeStore } from '../../passkeys/adapters/server/admin-challenge-store';
import { AdminPasskeyStore } from '../../passkeys/adapters/server/admin-passkey-store';
import { AdminSessionAuthority } from '../../passkeys/adapters/server/admin-session-authority';
import {
  relyingPartyOf,
  SimpleWebAuthnCeremonies,
} from '../../passkeys/adapters/server/simplewebauthn-ceremonies';
import type { PasskeyMembers } from '../../passkeys/domain/passkey-ports';
import { passkeysServerModule, passkeysServerUseCases } from '../../passkeys/passkeys-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { cooperative } from '../../shared/content/cooperative';
import { AdminTeamAccounts } from '../../team/adapters/server/admin-team-accounts';
import { adminApp, serverKernel } from '../server-kernel';

/**
 * The team as Equipo's accounts have it (Auth and the allowlist), as the passkeys ask: with
 * since when each member's sessions count (Auth's tokensValidAfterTime, moved on by a revocation)
 * and when their access began (Staff/{uid}.accessSince, as firestore.rules read it).
 */
function teamMembers(team: AdminTeamAccounts, db: Firestore, auth: Auth): PasskeyMembers {
  const validSince = async (uid: string) => {
    const user = await auth.getUser(uid).catch(() => null);
    return user?.tokensValidAfterTime ? new Date(user.tokensValidAfterTime) : null;
  };
  const accessSince = async (uid: string) => {
    const since: unknown = (await db.collection(STAFF_COLLECTION).doc(uid).get()).get(
      STAFF_ACCESS_SINCE_FIELD,
    );
    return since instanceof Timestamp ? since.toDate() : null;
  };
  return {
    memberOf: async (uid) => {
      const [member, since, access] = await Promise.all([
        team.memberOf(uid),
        validSince(uid),
        accessSince(uid),
      ]);
      return member && { ...member, sessionsValidSince: since, accessSince: access };
    },
  };
}

/**
 * Staff passkeys: keys and challenges in Firestore (server-only collections), WebAuthn pinned to
 * the site's address (SITE_URL: its host is the relying party, its origin the only one accepted),
 * sessions minted and ended by Auth, each change of keys in the audit log (written by the key
 * store with the change), the e-mail to a member
 * whose keys were taken away through the outbox. The tests hand it the emulators' Firestore and
 * Auth.
 */
export function composePasskeys(
  siteUrl: string,
  { db, auth } = { db: getFirestore(adminApp()), auth: getAuth(adminApp()) },
) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    passkeysServerModule({
      members: teamMembers(new AdminTeamAccounts(db, auth), db, auth),
      passkeyStore: new AdminPasskeyStore(db),
      challengeStore: new AdminChallengeStore(db),
      ceremonies: new SimpleWebAuthnCeremonies(relyingPartyOf(siteUrl, cooperative.shortName)),
      sessions: new AdminSessionAuthority(auth),
      keysOutbox: new AdminOutbox(db),
      keysMailSettings: { inboxUrl: new URL('/personal/', siteUrl).href },
    }),
  );
  return resolveUseCases(container, passkeysServerUseCases);
}
