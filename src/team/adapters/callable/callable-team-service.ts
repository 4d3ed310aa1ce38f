import type { FirebaseApp } from 'firebase/app';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import type { StaffRole } from '../../../access/domain/staff-member';
import { isStaffRole } from '../../../access/domain/staff-member';
import { isNoticePreference } from '../../../access/domain/notice-preference';
import { isTeamRefusal, TeamChangeRefusedError } from '../../domain/team-errors';
import type { TeamMember } from '../../domain/team-member';
import type { TeamRequest, TeamService } from '../../domain/team-service';

type TeamAnswer = { ok: true; data?: unknown } | { ok: false; reason: string };

const memberOf = (value: unknown): TeamMember | null => {
  const data = value as Record<string, unknown> | null;
  if (!data || typeof data.uid !== 'string' || typeof data.email !== 'string') return null;
  if (!isStaffRole(data.role) || !isNoticePreference(data.notices)) return null;
  return {
    uid: data.uid,
    email: data.email,
    role: data.role,
    notices: data.notices,
    lastSignInAt: typeof data.lastSignInAt === 'string' ? new Date(data.lastSignInAt) : null,
    active: data.active === true,
  };
};

/**
 * The team function, called as the signed-in member over the site's own origin (`url`, a
 * Hosting rewrite, so the page's Content-Security-Policy needs no other host). A refusal comes
 * back as TeamChangeRefusedError with its reason. `ready` runs before each call: App Check when
 * the site has a key (staff-app-check.ts), whose token the Functions SDK then attaches.
 */
export class CallableTeamService implements TeamService {
  private readonly call: (request: TeamRequest) => Promise<{ data: unknown }>;

  constructor(
    app: FirebaseApp,
    url: string,
    private readonly ready: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.call = httpsCallableFromURL<TeamRequest, unknown>(getFunctions(app), url);
  }

  async list(): Promise<TeamMember[]> {
    const data = await this.ask({ action: 'list' });
    return (Array.isArray(data) ? data : []).flatMap((each) => memberOf(each) ?? []);
  }

  async invite(email: string, role: StaffRole, invitation: string): Promise<void> {
    await this.ask({ action: 'invite', email, role, invitation });
  }

  async changeRole(uid: string, role: StaffRole): Promise<void> {
    await this.ask({ action: 'change-role', uid, role });
  }

  async remove(uid: string): Promise<void> {
    await this.ask({ action: 'remove', uid });
  }

  async restore(uid: string): Promise<void> {
    await this.ask({ action: 'restore', uid });
  }

  /** 'Avisos por correo': the member's own choice, written by the server. */
  async chooseNotices(notices: string): Promise<void> {
    await this.ask({ action: 'choose-notices', notices });
  }

  private async ask(request: TeamRequest): Promise<unknown> {
    await this.ready();
    const answer = (await this.call(request)).data as TeamAnswer;
    if (answer.ok) return answer.data;
    if (isTeamRefusal(answer.reason)) throw new TeamChangeRefusedError(answer.reason);
    throw new Error(`The team function refused the request: ${answer.reason}`);
  }
}
