import { describe, expect, it } from 'vitest';
import { refusalOfChange } from '../../../src/team/domain/team-rules';
import { normalizedEmail, type TeamMember } from '../../../src/team/domain/team-member';

const member = (uid: string, role: TeamMember['role'], active = true): TeamMember => ({
  uid,
  email: `${uid}@coop.test`,
  role,
  notices: 'ninguno',
  lastSignInAt: null,
  active,
});

describe("the team's rules", () => {
  const ana = member('ana', 'admin');
  const beto = member('beto', 'admin');
  const clara = member('clara', 'staff');
  const gone = member('dora', 'admin', false);

  it('never lets an admin remove or demote themselves', () => {
    const team = [ana, beto, clara];
    expect(refusalOfChange('ana', ana, team, { kind: 'remove' })).toBe('self');
    expect(refusalOfChange('ana', ana, team, { kind: 'role', role: 'staff' })).toBe('self');
  });

  it('never removes or demotes the last active admin, whoever asks', () => {
    const team = [ana, clara, gone];
    expect(refusalOfChange('clara', ana, team, { kind: 'remove' })).toBe('last-admin');
    expect(refusalOfChange('clara', ana, team, { kind: 'role', role: 'staff' })).toBe('last-admin');
  });

  it('lets an admin remove or demote another admin while one remains', () => {
    const team = [ana, beto, clara];
    expect(refusalOfChange('ana', beto, team, { kind: 'remove' })).toBeNull();
    expect(refusalOfChange('ana', beto, team, { kind: 'role', role: 'staff' })).toBeNull();
    expect(refusalOfChange('ana', clara, team, { kind: 'role', role: 'admin' })).toBeNull();
    expect(refusalOfChange('ana', clara, team, { kind: 'remove' })).toBeNull();
  });

  it('says a member already without access is so, and gives no access back by a change of role', () => {
    expect(refusalOfChange('ana', gone, [ana, gone], { kind: 'remove' })).toBe('already-removed');
    expect(refusalOfChange('ana', gone, [ana, gone], { kind: 'role', role: 'staff' })).toBe(
      'already-removed',
    );
    expect(refusalOfChange('ana', gone, [ana, gone], { kind: 'role', role: 'admin' })).toBe(
      'already-removed',
    );
  });

  it('takes e-mail addresses trimmed and in lower case, and refuses malformed ones', () => {
    expect(normalizedEmail('  Clara@Coop.Test ')).toBe('clara@coop.test');
    for (const bad of ['', 'clara', 'clara@', 'clara@coop', 'a b@coop.test', '@coop.test'])
      expect(normalizedEmail(bad)).toBeNull();
  });
});
