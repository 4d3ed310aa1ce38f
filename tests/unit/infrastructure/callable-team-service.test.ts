import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CallableTeamService } from '../../../src/team/adapters/callable/callable-team-service';
import { TeamChangeRefusedError } from '../../../src/team/domain/team-errors';
import { networkTripwire } from '../../support/network-tripwire';

const URL_OF_TEAM = 'https://primerpaso.test/api/equipo';
const sent = () => networkTripwire.requestsSeen();

let apps: FirebaseApp[] = [];
const app = () => {
  const made = initializeApp({ projectId: 'coop-primer-paso', apiKey: 'k' }, `team-${apps.length}`);
  apps.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(apps.map((each) => deleteApp(each)));
  apps = [];
});

/** The team function answering every call with `result` (the callable protocol's envelope). */
const answering = (result: unknown) =>
  networkTripwire.answer(http.post(URL_OF_TEAM, () => HttpResponse.json({ result })));

describe('CallableTeamService (the staff page calling the team function)', () => {
  it('calls only once `ready` (App Check, when the site has a key) is done, every time', async () => {
    answering({ ok: true, data: [] });
    let readied = 0;
    const team = new CallableTeamService(app(), URL_OF_TEAM, async () => {
      readied += 1;
    });
    await team.list();
    await team.remove('uid-1');
    expect(readied).toBe(2);
    expect(sent()).toHaveLength(2);
    expect(await sent()[1]?.json()).toEqual({ data: { action: 'remove', uid: 'uid-1' } });
  });

  it('sends nothing when App Check could not start: the call fails, as the server would refuse it', async () => {
    answering({ ok: true, data: [] });
    const team = new CallableTeamService(app(), URL_OF_TEAM, () =>
      Promise.reject(new Error('reCAPTCHA no cargó')),
    );
    await expect(team.list()).rejects.toThrow('reCAPTCHA no cargó');
    expect(sent()).toEqual([]);
  });

  it("turns the server's refusal into its reason", async () => {
    answering({ ok: false, reason: 'last-admin' });
    const team = new CallableTeamService(app(), URL_OF_TEAM);
    const refusal = await team.remove('uid-1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TeamChangeRefusedError);
    expect((refusal as TeamChangeRefusedError).reason).toBe('last-admin');
  });
});
