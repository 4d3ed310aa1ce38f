import { isStaffRole, type SignedInUser } from '../../../access/domain/staff-member';
import { isNoticePreference } from '../../../access/domain/notice-preference';
import type { ChangeTeamAccess } from '../../application/change-team-access';
import type { ChooseOwnNotices } from '../../application/choose-own-notices';
import type { InviteMember } from '../../application/invite-member';
import type { ListTeam } from '../../application/list-team';
import { TeamChangeRefusedError, type TeamRefusal } from '../../domain/team-errors';

/** What the callable answers: its data, or a refusal the page shows in words. */
export type TeamAnswer =
  { ok: true; data?: unknown } | { ok: false; reason: TeamRefusal | 'bad-request' };

interface TeamServer {
  listTeam: ListTeam;
  inviteMember: InviteMember;
  changeTeamAccess: ChangeTeamAccess;
  chooseOwnNotices: ChooseOwnNotices;
}

/** Who a call's ID token names, if its session still counts; null if it does not. */
export interface TeamSessions {
  callerOf(idToken: string): Promise<SignedInUser | null>;
}

/**
 * One call of the team function as it arrives, with the caller's ID token: a revoked session, or
 * one that began before its member's access, is refused before anything else.
 */
export async function answerSignedInTeamCall(
  sessions: TeamSessions,
  server: TeamServer,
  idToken: string,
  body: unknown,
): Promise<TeamAnswer> {
  const caller = await sessions.callerOf(idToken);
  if (!caller) return { ok: false, reason: 'stale-session' };
  return answerTeamCall(server, caller, body);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One call of the team function, from whoever Auth says is calling: the use cases check their
 * role themselves. A refusal is an answer; anything else is a failure (logged by the caller).
 */
export async function answerTeamCall(
  server: TeamServer,
  caller: SignedInUser,
  body: unknown,
): Promise<TeamAnswer> {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  try {
    switch (data.action) {
      case 'list': {
        const team = await server.listTeam.execute(caller);
        return {
          ok: true,
          data: team.map((member) => ({
            ...member,
            lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
          })),
        };
      }
      case 'invite':
        if (!isStaffRole(data.role)) return { ok: false, reason: 'bad-request' };
        await server.inviteMember.execute(caller, {
          email: text(data.email),
          role: data.role,
          invitation: text(data.invitation),
        });
        return { ok: true };
      case 'change-role':
        if (!isStaffRole(data.role)) return { ok: false, reason: 'bad-request' };
        await server.changeTeamAccess.execute(caller, {
          kind: 'role',
          uid: text(data.uid),
          role: data.role,
        });
        return { ok: true };
      case 'remove':
      case 'restore':
        await server.changeTeamAccess.execute(caller, { kind: data.action, uid: text(data.uid) });
        return { ok: true };
      case 'choose-notices':
        if (!isNoticePreference(data.notices)) return { ok: false, reason: 'bad-request' };
        await server.chooseOwnNotices.execute(caller, data.notices);
        return { ok: true };
      default:
        return { ok: false, reason: 'bad-request' };
    }
  } catch (error) {
    if (error instanceof TeamChangeRefusedError) return { ok: false, reason: error.reason };
    throw error;
  }
}
