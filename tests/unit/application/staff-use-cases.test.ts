import { describe, expect, it } from 'vitest';
import { AddNote } from '../../../src/inbox/application/add-note';
import { ChangeApplicationStage } from '../../../src/inbox/application/change-application-stage';
import { SearchApplications } from '../../../src/inbox/application/search-applications';
import { SignInStaff } from '../../../src/access/application/sign-in-staff';
import type { HistoryEntry } from '../../../src/applications/domain/history-entry';
import type { SignedInUser } from '../../../src/access/domain/staff-member';
import {
  UnrecognisedSearchError,
  ShortNameSearchError,
} from '../../../src/inbox/domain/inbox-errors';
import {
  InvalidNoteError,
  StaleStageError,
  TransitionNotAllowedError,
} from '../../../src/applications/domain/application-errors';
import { SignInError } from '../../../src/access/domain/staff-access';
import type { Stage } from '../../../src/applications/domain/workflow/stage';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { fixedClock } from '../../support/deterministic';
import {
  ADMIN,
  CLERK,
  inboxWith,
  nextValue,
  OUTSIDER,
  PASSWORD,
  staffAccess,
} from '../../support/staff-fixtures';

const clerk = { ...CLERK, role: 'staff' as const };

/** The application these tests move and note, an hour old. */
const sol1000 = (stage: Stage = 'nueva') => applicationRecord('SOL1000', hoursAgo(1), { stage });

const historyOf = (inbox: ReturnType<typeof inboxWith>, id: 'SOL1000') =>
  nextValue<HistoryEntry[]>((listener) => inbox.watchHistory(id, listener));

describe('SignInStaff', () => {
  it('lets allowlisted staff and admins in, with their role', async () => {
    const access = staffAccess();
    const signIn = new SignInStaff(access, access);
    expect(await signIn.execute(' clerk@coop.test ', PASSWORD)).toEqual({
      ...CLERK,
      role: 'staff',
    });
    expect(await signIn.execute(ADMIN.email, PASSWORD)).toMatchObject({ role: 'admin' });
  });

  it('signs out someone with an account who is not on the allowlist, and says so', async () => {
    const access = staffAccess();
    const users: unknown[] = [];
    access.onUserChanged((user) => users.push(user));

    await expect(new SignInStaff(access, access).execute(OUTSIDER.email, PASSWORD)).rejects.toEqual(
      new SignInError('not-allowed'),
    );
    expect(users.at(-1)).toBeNull();
  });

  it.each([
    ['nadie@coop.test', PASSWORD, 'unknown-account'],
    [CLERK.email, 'wrong', 'wrong-password'],
    ['not an address', PASSWORD, 'invalid-email'],
    [CLERK.email, '', 'invalid-credentials'],
  ])('refuses %s with %j: %s', async (email, password, reason) => {
    const access = staffAccess();
    await expect(new SignInStaff(access, access).execute(email, password)).rejects.toEqual(
      new SignInError(reason as never),
    );
  });
});

describe('ChangeApplicationStage', () => {
  it('moves an application along the workflow and records who did it', async () => {
    const inbox = inboxWith(sol1000());
    const change = new ChangeApplicationStage(inbox, fixedClock());

    await change.execute({ application: sol1000(), action: 'start' }, clerk);
    await change.execute(
      { application: sol1000('en-tramite'), action: 'close', reason: 'no-se-presento' },
      clerk,
    );

    const record = await nextValue((listener) => inbox.watchApplication('SOL1000', listener));
    expect(record).toMatchObject({
      alert: false,
      status: false,
      isAssociated: false,
      closeReason: 'no-se-presento',
    });
    expect(
      (await historyOf(inbox, 'SOL1000')).map(
        (entry) =>
          entry.kind === 'transition' && [
            entry.from,
            entry.to,
            entry.reason,
            (entry.by as SignedInUser).email,
          ],
      ),
    ).toEqual([
      ['nueva', 'en-tramite', null, CLERK.email],
      ['en-tramite', 'cerrada', 'no-se-presento', CLERK.email],
    ]);
  });

  it('refuses a move the workflow does not have, and a closing without a reason', async () => {
    const inbox = inboxWith(sol1000());
    const change = new ChangeApplicationStage(inbox, fixedClock());
    await expect(
      change.execute({ application: sol1000(), action: 'associate' }, clerk),
    ).rejects.toThrow(TransitionNotAllowedError);
    await expect(
      change.execute({ application: sol1000(), action: 'close' }, clerk),
    ).rejects.toThrow(TransitionNotAllowedError);
    expect(await historyOf(inbox, 'SOL1000')).toEqual([]);
  });

  it('changes nothing when someone else moved the application since it was shown', async () => {
    const inbox = inboxWith(sol1000('en-tramite'));
    const staleView = sol1000();
    await expect(
      new ChangeApplicationStage(inbox, fixedClock()).execute(
        { application: staleView, action: 'start' },
        clerk,
      ),
    ).rejects.toThrow(StaleStageError);
    expect(await historyOf(inbox, 'SOL1000')).toEqual([]);
  });
});

describe('AddNote', () => {
  it('adds a trimmed note to the history, and refuses an empty or overlong one', async () => {
    const inbox = inboxWith(sol1000());
    const addNote = new AddNote(inbox);
    await addNote.execute('SOL1000', '  Trae el recibo el lunes. ', CLERK);
    await expect(addNote.execute('SOL1000', '   ', CLERK)).rejects.toThrow(InvalidNoteError);
    await expect(addNote.execute('SOL1000', 'x'.repeat(2001), CLERK)).rejects.toThrow(
      InvalidNoteError,
    );
    expect(await historyOf(inbox, 'SOL1000')).toMatchObject([
      { kind: 'note', text: 'Trae el recibo el lunes.', by: CLERK },
    ]);
  });
});

describe('SearchApplications', () => {
  it('finds every application of a DUI however it is typed, newest first', async () => {
    const inbox = inboxWith(
      applicationRecord('SOL1000', hoursAgo(48), { stage: 'cerrada' }),
      applicationRecord('SOL2000', hoursAgo(1)),
      applicationRecord('SOL3000', hoursAgo(5)),
    );
    const found = await new SearchApplications(inbox, fixedClock()).execute('024950463');
    expect(found.applications.map(({ id }) => id)).toEqual(['SOL2000', 'SOL3000', 'SOL1000']);
  });

  it('says when what was typed is not something it can search by', async () => {
    await expect(
      new SearchApplications(inboxWith(), fixedClock()).execute('Ana 3'),
    ).rejects.toThrow(UnrecognisedSearchError);
    await expect(new SearchApplications(inboxWith(), fixedClock()).execute('J')).rejects.toThrow(
      ShortNameSearchError,
    );
  });
});
