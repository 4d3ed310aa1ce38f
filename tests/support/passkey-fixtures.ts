import { Container } from 'inversify';
import { InMemoryAuditLog } from '../../src/audit/adapters/memory/in-memory-audit-log';
import { InMemoryOutbox } from '../../src/notifications/adapters/memory/in-memory-outbox';
import { InMemorySessionAuthority } from '../../src/passkeys/adapters/memory/in-memory-passkey-sessions';
import {
  InMemoryChallengeStore,
  InMemoryPasskeyStore,
} from '../../src/passkeys/adapters/memory/in-memory-passkey-store';
import {
  relyingPartyOf,
  SimpleWebAuthnCeremonies,
} from '../../src/passkeys/adapters/server/simplewebauthn-ceremonies';
import type { PasskeyMember } from '../../src/passkeys/domain/passkey-ports';
import type { PasskeyCaller } from '../../src/passkeys/domain/passkey-rules';
import { passkeysServerModule, passkeysServerUseCases } from '../../src/passkeys/passkeys-module';
import { resolveUseCases } from '../../src/shared/wiring/container-module';
import { kernelModule } from '../../src/shared/wiring/kernel-module';
import { seededRandom } from './deterministic';
import { SoftwareAuthenticator } from './software-authenticator';

export const SITE = 'https://primerpaso.test';

/** When every fixture member's access began: before any of their sessions. */
export const JOINED_AT = new Date('2026-03-02T15:00:00.000Z');

export const ANA: PasskeyMember = {
  uid: 'uid-ana',
  email: 'ana@coop.test',
  role: 'admin',
  active: true,
  sessionsValidSince: null,
  accessSince: JOINED_AT,
};
export const BETO: PasskeyMember = {
  uid: 'uid-beto',
  email: 'beto@coop.test',
  role: 'staff',
  active: true,
  sessionsValidSince: null,
  accessSince: JOINED_AT,
};
export const CARLA: PasskeyMember = {
  uid: 'uid-carla',
  email: 'carla@coop.test',
  role: 'admin',
  active: true,
  sessionsValidSince: null,
  accessSince: JOINED_AT,
};

/** The moment every fixture's session was opened, and the clock starts at. */
export const SIGNED_IN_AT = new Date('2026-03-14T15:09:26.000Z');

/** A member calling from a password session, or (`passkey`) from one a passkey opened. */
export const caller = (member: PasskeyMember, passkey = false): PasskeyCaller => ({
  uid: member.uid,
  email: member.email,
  passkeySession: passkey,
  sessionStartedAt: SIGNED_IN_AT,
});

/**
 * The passkeys' server use cases, as the module declares them, on in-memory stores and the real
 * ceremonies pinned to SITE, with a clock the test moves and a software authenticator on SITE.
 */
export function passkeyServer(team: PasskeyMember[] = [ANA, BETO, CARLA]) {
  let now = SIGNED_IN_AT;
  const clock = { now: () => now };
  const members = new Map(team.map((member) => [member.uid, { ...member }]));
  const moveOn = (uid: string, field: 'sessionsValidSince' | 'accessSince') => {
    const member = members.get(uid);
    if (member) members.set(uid, { ...member, [field]: new Date(now.getTime() + 1) });
  };
  // Taking a member's keys away starts their access again now, as the store writes accessSince.
  const auditLog = new InMemoryAuditLog(clock);
  const keys = new InMemoryPasskeyStore(auditLog, {
    roleOf: (uid) => (members.get(uid)?.active ? (members.get(uid)?.role ?? null) : null),
    adminUids: () =>
      [...members.values()]
        .filter((each) => each.active && each.role === 'admin')
        .map((each) => each.uid),
    accessBeginsNow: (uid) => moveOn(uid, 'accessSince'),
  });
  // Ending a member's sessions moves their account's time on, as Auth's revocation does.
  const sessions = new InMemorySessionAuthority((uid) => moveOn(uid, 'sessionsValidSince'));
  const outbox = new InMemoryOutbox();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ clock, randomSource: seededRandom(38) }),
    passkeysServerModule({
      members: { memberOf: async (uid) => members.get(uid) ?? null },
      passkeyStore: keys,
      challengeStore: new InMemoryChallengeStore(),
      ceremonies: new SimpleWebAuthnCeremonies(relyingPartyOf(SITE, 'Cooperativa')),
      sessions,
      keysOutbox: outbox,
      keysMailSettings: { inboxUrl: `${SITE}/personal/` },
    }),
  );
  return {
    ...resolveUseCases(container, passkeysServerUseCases),
    keys,
    sessions,
    auditLog,
    outbox,
    members,
    authenticator: new SoftwareAuthenticator(SITE),
    /** Moves the clock on. */
    wait: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export type PasskeyServer = ReturnType<typeof passkeyServer>;

/** A member's first key, from their password session: the token's session says a passkey. */
export async function enrollFirstKey(
  server: PasskeyServer,
  member: PasskeyMember,
  name = 'Mi computadora',
) {
  const options = await server.beginEnrollment.execute(caller(member));
  return server.finishEnrollment.execute(caller(member), {
    response: server.authenticator.create(options),
    name,
  });
}

/** A member who has a key adds another from a session their key opened (a phone beside it). */
export async function addAnotherKey(
  server: PasskeyServer,
  member: PasskeyMember,
  name = 'Mi teléfono',
) {
  const options = await server.beginEnrollment.execute(caller(member, true));
  return server.finishEnrollment.execute(caller(member, true), {
    response: server.authenticator.create(options),
    name,
  });
}
