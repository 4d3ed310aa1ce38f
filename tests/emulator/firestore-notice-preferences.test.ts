import { setLogLevel, Timestamp } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { FirestoreNoticePreferences } from '../../src/access/adapters/firebase/firestore-notice-preferences';
import { FirestoreStaffDirectory } from '../../src/access/adapters/firebase/firestore-staff-directory';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { describeNoticePreferencesContract } from '../contract/notice-preferences-contract';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };
const otherMember = { uid: 'miembro-2', email: 'otra@cooperativa.example' };
const outsider = { uid: 'cualquiera', email: 'cualquiera@example.com' };

const env = registerStaffTestProject('notice-preferences');
// An outsider's refused write is expected; the SDK would warn about it.
beforeAll(() => setLogLevel('error'));

async function freshProject() {
  const { project, privileged } = env;
  await project.admin.clear();
  await privileged.grant(member.uid, 'staff', member.email);
  await privileged.grant(otherMember.uid, 'admin', otherMember.email);
}

/**
 * The team function's write, as the server makes it (no page writes Staff): the caller's own
 * entry, only while it exists (src/team/application/choose-own-notices.ts).
 */
const serverChoiceFor = (user: typeof member) => async (notices: string) => {
  const entry = env.project.adminDb().collection(STAFF_COLLECTION).doc(user.uid);
  if (!(await entry.get()).exists) throw new Error('Not on the allowlist');
  await entry.update({ notices });
};

const preferencesOf = (user: typeof member) =>
  new FirestoreNoticePreferences(env.project.signedIn(user), serverChoiceFor(user));

describeNoticePreferencesContract(
  'FirestoreNoticePreferences (emulator, project rules, each member for themselves)',
  async () => {
    await freshProject();
    return {
      member,
      otherMember,
      outsider,
      preferencesOf,
      directoryOf: (user) =>
        new FirestoreStaffDirectory(env.project.signedIn(user), JAR_CALL_LIMIT_MS),
    };
  },
);

describe('FirestoreNoticePreferences past the contract', () => {
  it('writes the notices field alone: the entry is otherwise as the administrator left it', async () => {
    await freshProject();
    await preferencesOf(member).choose(member.uid, 'cada-solicitud');
    expect(await env.privileged.read(`${STAFF_COLLECTION}/${member.uid}`)).toEqual({
      role: 'staff',
      email: member.email,
      accessSince: Timestamp.fromMillis(0),
      notices: 'cada-solicitud',
    });
  });

  it('writes what the server reads to find who asked for notices', async () => {
    await freshProject();
    await preferencesOf(member).choose(member.uid, 'cada-solicitud');
    await preferencesOf(otherMember).choose(otherMember.uid, 'ninguno');
    const optedIn = await env.project
      .adminDb()
      .collection(STAFF_COLLECTION)
      .where('notices', '==', 'cada-solicitud')
      .get();
    expect(optedIn.docs.map(({ id }) => id)).toEqual([member.uid]);
  });

  it('reads an entry with notices misspelt in the console as damaged, naming the field', async () => {
    await freshProject();
    await env.privileged.write(`${STAFF_COLLECTION}/${member.uid}`, {
      role: 'staff',
      email: member.email,
      notices: 'Cada-Solicitud',
    });
    const error = await preferencesOf(member)
      .preferenceOf(member.uid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedDocumentError);
    expect(error).toMatchObject({ path: `Staff/${member.uid}`, field: 'notices' });
    expect((error as Error).message).not.toContain('Cada-Solicitud');
  });
});
