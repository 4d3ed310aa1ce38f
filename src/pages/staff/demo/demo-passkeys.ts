import { Container } from 'inversify';
import type { InMemoryStaffAccess } from '../../../access/adapters/memory/in-memory-staff-access';
import type { InMemoryAuditLog } from '../../../audit/adapters/memory/in-memory-audit-log';
import type { Outbox } from '../../../notifications/domain/outbox';
import { DemoStandInAuthenticator } from '../../../passkeys/adapters/memory/demo-stand-in-authenticator';
import { InProcessPasskeyService } from '../../../passkeys/adapters/memory/in-process-passkey-service';
import { InMemorySessionAuthority } from '../../../passkeys/adapters/memory/in-memory-passkey-sessions';
import {
  InMemoryChallengeStore,
  InMemoryPasskeyStore,
} from '../../../passkeys/adapters/memory/in-memory-passkey-store';
import { StandInCeremonies } from '../../../passkeys/adapters/memory/stand-in-ceremonies';
import type { PasskeyCaller } from '../../../passkeys/domain/passkey-rules';
import type { PasskeyMembers } from '../../../passkeys/domain/passkey-ports';
import { passkeysServerModule, passkeysServerUseCases } from '../../../passkeys/passkeys-module';
import { CryptoRandomSource } from '../../../shared/adapters/crypto-random-source';
import type { Clock } from '../../../shared/domain/clock';
import { resolveUseCases } from '../../../shared/wiring/container-module';
import { kernelModule } from '../../../shared/wiring/kernel-module';

/**
 * The team as the passkeys ask, from the page's in-memory accounts and allowlist: roles known,
 * so the last admin's key stays in the demo as on the server. No session is revoked apart from
 * the allowlist's accessSince (the store moves it on), so none counts from any other time.
 */
function teamMembers(access: InMemoryStaffAccess): PasskeyMembers {
  return {
    memberOf: async (uid) => {
      await Promise.resolve();
      const account = access.accountOf(uid);
      if (!account) return null;
      const entry = access.entryOf(uid);
      return {
        uid,
        email: account.email,
        role: entry?.role ?? 'staff',
        active: entry !== null && account.disabled !== true,
        sessionsValidSince: null,
        accessSince: entry?.accessSince ?? null,
      };
    },
  };
}

/** Whoever is signed in on the page, as Auth would tell the passkeys function. */
const callerOf = (access: InMemoryStaffAccess) => (): PasskeyCaller | null => {
  const user = access.currentUser();
  if (!user) return null;
  const began = user.sessionBeganSeconds;
  return {
    uid: user.uid,
    email: user.email,
    passkeySession: user.passkey,
    ...(began !== null && { sessionStartedAt: new Date(began * 1000) }),
  };
};

/**
 * Passkeys without a server: the passkeys function's own use cases in the page, on in-memory
 * keys and challenges, the page's accounts and allowlist (a member whose keys an admin takes away
 * is signed out at once), the audit log that Auditoría reads, and an outbox that never sends (the
 * e-mail to that member goes nowhere). No authenticator: the stand-in answers, and the stand-in
 * ceremonies take its answers without checking any signature (the screens say so).
 */
export function localPasskeys(
  access: InMemoryStaffAccess,
  auditLog: InMemoryAuditLog,
  outbox: Outbox,
  clock: Clock,
  latencyMs = 0,
) {
  // The store writes each change of keys to the audit log in the same step, as on the server.
  const keys = new InMemoryPasskeyStore(auditLog, {
    roleOf: (uid) => access.entryOf(uid)?.role ?? null,
    adminUids: () =>
      access
        .accountsWithRoles()
        .filter(({ role }) => role === 'admin')
        .map(({ uid }) => uid),
    accessBeginsNow: (uid) => access.renewAccess(uid),
  });
  const sessions = new InMemorySessionAuthority();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ clock, randomSource: new CryptoRandomSource() }),
    passkeysServerModule({
      members: teamMembers(access),
      passkeyStore: keys,
      challengeStore: new InMemoryChallengeStore(),
      ceremonies: new StandInCeremonies(),
      sessions,
      keysOutbox: outbox,
      keysMailSettings: { inboxUrl: 'https://primerpaso.invalid/personal/' },
    }),
  );
  const server = resolveUseCases(container, passkeysServerUseCases);
  return {
    service: new InProcessPasskeyService(server, callerOf(access), latencyMs),
    authenticator: new DemoStandInAuthenticator(),
    keys,
    sessions,
  };
}
