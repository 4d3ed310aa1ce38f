import { describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import type { ApplicationInbox, InboxPage } from '../../src/applications/domain/application-inbox';
import type { StageFilter } from '../../src/applications/domain/application-lists';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import { MAX_NOTE_LENGTH, type HistoryEntry } from '../../src/applications/domain/history-entry';
import {
  InvalidNoteError,
  StaleStageError,
  TransitionNotAllowedError,
} from '../../src/applications/domain/application-errors';
import type { SignedInUser } from '../../src/access/domain/staff-member';
import { stageOf, STAGES, type Stage } from '../../src/applications/domain/workflow/stage';
import type { Checklist } from '../../src/applications/domain/requirements/checklist';
import { storedApplication } from '../support/application-fixtures';
import { applicationRecord, dayOf2025, newestFirst } from '../support/application-record-fixtures';
import { ids, recordOf, twoOfEachStage } from './inbox-reads';
import { watch, watchUntil } from './watch-until';
import { NAME_SEARCH_PAGES } from '../../src/applications/domain/name-keys';

/**
 * What a test needs from an ApplicationInbox adapter. `createHarness` returns a fresh, empty store
 * each time.
 */
export interface InboxHarness {
  /** The port under test, acting for `member`: a signed-in user on the allowlist. */
  inbox: ApplicationInbox;
  member: SignedInUser;
  /**
   * Stores these applications exactly as given (stage flags, date, closeReason), bypassing the
   * port.
   */
  seed(records: readonly ApplicationRecord[]): Promise<void>;
  /** The public page's port on the same store: what a visitor's submit does. */
  publicRepository: ApplicationRepository;
}

const sameIds = (page: InboxPage, expected: readonly ApplicationId[]) =>
  JSON.stringify(ids(page.applications)) === JSON.stringify(expected);

const firstPage = (
  inbox: ApplicationInbox,
  filter: StageFilter,
  size: number,
  expected: readonly ApplicationId[],
) =>
  watchUntil<InboxPage>(
    (listener) => inbox.watchFirstPage(filter, size, listener),
    (page) => sameIds(page, expected),
  );

const historyOf = (
  inbox: ApplicationInbox,
  id: ApplicationId,
  accept: (entries: HistoryEntry[]) => boolean,
) => watchUntil<HistoryEntry[]>((listener) => inbox.watchHistory(id, listener), accept);

/** Every requirement of applicationRecord()'s applicant (who has a NIT) met. */
const COMPLETE_CHECKLIST: Checklist = {
  'copia-dui': true,
  'copia-nit': true,
  'recibo-agua': true,
  cuota: 'A-00123',
  charla: true,
};

const waitingFirstPage = (
  inbox: ApplicationInbox,
  cutoff: Date,
  size: number,
  expected: readonly ApplicationId[],
) =>
  watchUntil<InboxPage>(
    (listener) => inbox.watchWaitingFirstPage(cutoff, size, listener),
    (page) => sameIds(page, expected),
  );

const START = { from: 'nueva', to: 'en-tramite', reason: null } as const;
const TALK_ATTENDED = { item: 'charla', met: true, receipt: null } as const;

/** Two of each stage, of different ages. */
const mixedStages = () =>
  twoOfEachStage(
    (index) => 10 + index,
    (index) => 50 - index,
  );

export function describeApplicationInboxContract(
  adapterName: string,
  createHarness: () => Promise<InboxHarness>,
) {
  describe(`${adapterName} honours the ApplicationInbox contract`, () => {
    it('lists newest first, and each stage filter shows that stage only', async () => {
      const { inbox, seed } = await createHarness();
      const records = mixedStages();
      await seed(records);

      await firstPage(inbox, 'todas', 20, newestFirst(records));
      for (const stage of STAGES) {
        await firstPage(
          inbox,
          stage,
          20,
          newestFirst(records.filter((record) => stageOf(record) === stage)),
        );
      }
    });

    it('lists under Spam only what was closed as spam, newest first', async () => {
      const { inbox, seed } = await createHarness();
      await seed([
        applicationRecord('SOL4001', dayOf2025(1), { stage: 'cerrada', closeReason: 'spam' }),
        applicationRecord('SOL4002', dayOf2025(2), { stage: 'cerrada', closeReason: 'desistio' }),
        applicationRecord('SOL4003', dayOf2025(3), { stage: 'cerrada', closeReason: 'spam' }),
        applicationRecord('SOL4004', dayOf2025(4), { stage: 'en-revision' }),
      ]);

      await firstPage(inbox, 'spam', 10, ['SOL4003', 'SOL4001']);
      await firstPage(inbox, 'cerrada', 10, ['SOL4003', 'SOL4002', 'SOL4001']);
    });

    it('counts as Nuevas neither those held for review nor those closed', async () => {
      const { inbox, seed } = await createHarness();
      await seed([
        applicationRecord('SOL4101', dayOf2025(1)),
        applicationRecord('SOL4102', dayOf2025(2), { stage: 'en-revision' }),
        applicationRecord('SOL4103', dayOf2025(3), { stage: 'cerrada', closeReason: 'spam' }),
      ]);

      expect(await inbox.countNew(31)).toBe(1);
    });

    it('shows the stored record whole: applicant data, date, flags, and no close reason unless closed', async () => {
      const { inbox, seed } = await createHarness();
      const open = applicationRecord('SOL1111', dayOf2025(1), {
        stage: 'en-tramite',
        first_name: 'Rosa',
      });
      const closed = applicationRecord('SOL2222', dayOf2025(2), {
        stage: 'cerrada',
        closeReason: 'duplicada',
      });
      await seed([open, closed]);

      const page = await firstPage(inbox, 'todas', 10, ['SOL2222', 'SOL1111']);
      expect(page.applications).toEqual([closed, open]);
      expect(page.next).toBeNull();
    });

    it('pages through a list: at most the page size each time, then further pages by cursor, no overlap, no gap', async () => {
      const { inbox, seed } = await createHarness();
      // Ties in date are ordered by id, so a cursor between equal dates still lands exactly.
      const records = [1, 2, 2, 2, 3, 4, 4].map((day, index) =>
        applicationRecord(`SOL${4000 + index}` as ApplicationId, dayOf2025(day)),
      );
      await seed(records);
      const expected = newestFirst(records);

      const first = await firstPage(inbox, 'nueva', 3, expected.slice(0, 3));
      expect(first.next).not.toBeNull();
      const second = await inbox.nextPage('nueva', first.next!, 3);
      expect(ids(second.applications)).toEqual(expected.slice(3, 6));
      const third = await inbox.nextPage('nueva', second.next!, 3);
      expect(ids(third.applications)).toEqual(expected.slice(6));
      expect(third.next).toBeNull();

      // A cursor rebuilt from its date and id (say, from a link) continues at the same place.
      const rebuilt = await inbox.nextPage(
        'nueva',
        { date: new Date(first.next!.date.getTime()), id: first.next!.id },
        3,
      );
      expect(ids(rebuilt.applications)).toEqual(expected.slice(3, 6));
      // A list that fills its last page exactly says there is nothing after it.
      expect((await firstPage(inbox, 'nueva', 7, expected)).next).toBeNull();
    });

    it('counts Nueva, no further than the limit', async () => {
      const { inbox, seed } = await createHarness();
      await seed([...mixedStages(), applicationRecord('SOL9001', dayOf2025(3))]);

      expect(await inbox.countNew(10)).toBe(3);
      expect(await inbox.countNew(3)).toBe(3);
      expect(await inbox.countNew(2)).toBe(2);
    });

    it('finds by exact id, DUI, phone and e-mail, newest first, at most the limit; a partial value finds nothing', async () => {
      const { inbox, seed } = await createHarness();
      const sent = (
        id: ApplicationId,
        day: number,
        dui: string,
        phone: string,
        email: string,
        stage?: Stage,
      ) => applicationRecord(id, dayOf2025(day), { dui, phone, email, stage });
      await seed([
        sent('SOL1001', 1, '01234567-8', '2222-3333', 'rosa@example.com'),
        sent('SOL1002', 2, '01234567-8', '6666-7777', 'luis@example.com'),
        sent('SOL1003', 3, '01234567-8', '2222-3333', 'ana@example.com'),
        sent('SOL1004', 4, '09876543-2', '7777-8888', 'ana@example.com', 'cerrada'),
      ]);

      expect(ids(await inbox.search('id', ['SOL1002'], 10))).toEqual(['SOL1002']);
      expect(ids(await inbox.search('dui', ['01234567-8'], 10))).toEqual([
        'SOL1003',
        'SOL1002',
        'SOL1001',
      ]);
      expect(ids(await inbox.search('dui', ['01234567-8'], 2))).toEqual(['SOL1003', 'SOL1002']);
      expect(ids(await inbox.search('phone', ['2222-3333'], 10))).toEqual(['SOL1003', 'SOL1001']);
      // An e-mail as typed and lower-cased: either may be what was stored.
      expect(ids(await inbox.search('email', ['Ana@Example.com', 'ana@example.com'], 10))).toEqual([
        'SOL1004',
        'SOL1003',
      ]);
      expect(ids(await inbox.search('id', ['SOL1004', 'SOL1001', 'SOL9999'], 10))).toEqual([
        'SOL1004',
        'SOL1001',
      ]);

      for (const [field, partial] of [
        ['id', 'SOL100'],
        ['dui', '01234567'],
        ['phone', '2222'],
        ['email', 'ana@'],
        ['email', 'ANA@EXAMPLE.COM'],
      ] as const) {
        expect(await inbox.search(field, [partial], 10), `${field} ${partial}`).toEqual([]);
      }
    });

    it('finds by the start of any word of the first or last name, newest first, at most the limit', async () => {
      const { inbox, seed } = await createHarness();
      const named = (
        id: ApplicationId,
        day: number,
        first_name: string,
        last_name: string,
        stage?: Stage,
      ) => applicationRecord(id, dayOf2025(day), { first_name, last_name, stage });
      await seed([
        named('SOL2001', 1, 'José Luis', 'López Peña'),
        named('SOL2002', 2, 'María José', 'Lopez'),
        named('SOL2003', 3, 'Ana', 'Martínez', 'cerrada'),
        named('SOL2004', 4, 'Josefina', 'Ñúñez-Paz'),
      ]);
      // The words as the search gives them (name-keys.ts nameSearchWords): lower-case, no
      // accents, the longest first.
      const byName = (words: string[], limit = 10) => inbox.search('name', words, limit);

      expect(ids(await byName(['lopez']))).toEqual(['SOL2002', 'SOL2001']);
      expect(ids(await byName(['jose']))).toEqual(['SOL2004', 'SOL2002', 'SOL2001']);
      expect(ids(await byName(['ma']))).toEqual(['SOL2003', 'SOL2002']);
      expect(ids(await byName(['nunez']))).toEqual(['SOL2004']);
      expect(ids(await byName(['paz']))).toEqual(['SOL2004']);
      expect(ids(await byName(['lopez', 'jose']))).toEqual(['SOL2002', 'SOL2001']);
      expect(ids(await byName(['lopez', 'pena']))).toEqual(['SOL2001']);
      expect(ids(await byName(['jose'], 2))).toEqual(['SOL2004', 'SOL2002']);
      // The middle of a word, or a word nobody has, finds nothing.
      expect(await byName(['opez'])).toEqual([]);
      expect(await byName(['lopez', 'ana'])).toEqual([]);
      // Storage is asked for the first word only, a page of `limit` at a time; the others are
      // checked on each page: the older López Peña is found behind the newer López.
      expect(ids(await byName(['lopez', 'pena'], 1))).toEqual(['SOL2001']);
    });

    it('reads at most NAME_SEARCH_PAGES pages of the first word to find the others', async () => {
      const { inbox, seed } = await createHarness();
      const lopez = (id: ApplicationId, day: number, first_name: string) =>
        applicationRecord(id, dayOf2025(day), { first_name, last_name: 'López' });
      const newer = Array.from({ length: NAME_SEARCH_PAGES }, (_, index) =>
        lopez(`SOL${3100 + index}` as ApplicationId, 10 + index, 'Ana'),
      );
      await seed([lopez('SOL3001', 1, 'Pedro'), ...newer]);

      // A page of 1: the newest NAME_SEARCH_PAGES López are Ana, the Pedro behind them is not read.
      expect(await inbox.search('name', ['lopez', 'pedro'], 1)).toEqual([]);
      // A page of 2 reaches him.
      expect(ids(await inbox.search('name', ['lopez', 'pedro'], 2))).toEqual(['SOL3001']);
    });

    it('watches one application, and says when there is none', async () => {
      const { inbox, seed, member } = await createHarness();
      const record = applicationRecord('SOL1500', dayOf2025(1));
      await seed([record]);

      expect(await recordOf(inbox, 'SOL1500', (found) => found !== undefined)).toEqual(record);
      expect(await recordOf(inbox, 'SOL9876', () => true)).toBeUndefined();

      const moved = recordOf(inbox, 'SOL1500', (found) => found?.alert === false);
      await inbox.recordTransition(
        'SOL1500',
        { from: 'nueva', to: 'en-tramite', reason: null },
        member,
      );
      expect(stageOf((await moved)!)).toBe('en-tramite');
    });

    it('records a move and its history entry together, and keeps the history oldest first with notes', async () => {
      const { inbox, seed, member } = await createHarness();
      await seed([applicationRecord('SOL1600', dayOf2025(1))]);

      await inbox.addNote('SOL1600', 'Llamó para preguntar.', member);
      await inbox.recordTransition(
        'SOL1600',
        { from: 'nueva', to: 'en-tramite', reason: null },
        member,
      );
      await inbox.recordTransition(
        'SOL1600',
        { from: 'en-tramite', to: 'cerrada', reason: 'no-se-presento' },
        member,
      );
      await inbox.addNote('SOL1600', 'No vino a la cita.', member);

      const history = await historyOf(inbox, 'SOL1600', (entries) => entries.length === 4);
      expect(history.map(({ id, at, ...entry }) => entry)).toEqual([
        { kind: 'note', text: 'Llamó para preguntar.', by: member },
        {
          kind: 'transition',
          from: 'nueva',
          to: 'en-tramite',
          reason: null,
          override: null,
          by: member,
        },
        {
          kind: 'transition',
          from: 'en-tramite',
          to: 'cerrada',
          reason: 'no-se-presento',
          override: null,
          by: member,
        },
        { kind: 'note', text: 'No vino a la cita.', by: member },
      ]);
      const times = history.map(({ at }) => at.getTime());
      expect(times.every((time) => Number.isFinite(time))).toBe(true);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(history.map(({ id }) => id)).size).toBe(4);

      const closed = await recordOf(inbox, 'SOL1600', (found) => found?.status === false);
      expect(closed).toMatchObject({
        alert: false,
        status: false,
        isAssociated: false,
        closeReason: 'no-se-presento',
      });
      const reopened = recordOf(inbox, 'SOL1600', (found) => found?.status === true);
      await inbox.recordTransition(
        'SOL1600',
        { from: 'cerrada', to: 'en-tramite', reason: null },
        member,
      );
      expect((await reopened)?.closeReason).toBeNull();
    });

    it('records a tick and an untick of the checklist with their history entries, and the stamp of an association', async () => {
      const { inbox, seed, member } = await createHarness();
      await seed([applicationRecord('SOL1650', dayOf2025(1), { stage: 'en-tramite' })]);

      await inbox.recordRequirement(
        'SOL1650',
        { item: 'cuota', met: true, receipt: 'A-00123' },
        member,
      );
      await inbox.recordRequirement(
        'SOL1650',
        { item: 'charla', met: true, receipt: null },
        member,
      );
      await inbox.recordRequirement(
        'SOL1650',
        { item: 'charla', met: false, receipt: null },
        member,
      );

      const ticked = await recordOf(
        inbox,
        'SOL1650',
        (found) => found?.checklist.cuota !== undefined && found.checklist.charla === undefined,
      );
      expect(ticked?.checklist).toEqual({ cuota: 'A-00123' });
      const history = await historyOf(inbox, 'SOL1650', (entries) => entries.length === 3);
      expect(history.map(({ id, at, ...entry }) => entry)).toEqual([
        { kind: 'requirement', item: 'cuota', met: true, receipt: 'A-00123', by: member },
        { kind: 'requirement', item: 'charla', met: true, receipt: null, by: member },
        { kind: 'requirement', item: 'charla', met: false, receipt: null, by: member },
      ]);

      await seed([
        {
          ...applicationRecord('SOL1651', dayOf2025(2), { stage: 'en-tramite' }),
          checklist: COMPLETE_CHECKLIST,
        },
      ]);
      await inbox.recordTransition(
        'SOL1651',
        { from: 'en-tramite', to: 'asociada', reason: null, override: null },
        member,
      );
      const member1651 = await recordOf(inbox, 'SOL1651', (found) => found?.isAssociated === true);
      expect(member1651?.associatedAt).toBeInstanceOf(Date);
      expect(member1651?.checklist).toEqual(COMPLETE_CHECKLIST);
      // The store's clock (the server's, or the in-memory one's): a real moment.
      expect(Number.isFinite(member1651!.associatedAt!.getTime())).toBe(true);
    });

    it('refuses a tick on an application no longer En trámite (StaleStageError), changing nothing', async () => {
      const { inbox, seed, member } = await createHarness();
      const record = applicationRecord('SOL1660', dayOf2025(1), { stage: 'cerrada' });
      await seed([record]);

      await expect(
        inbox.recordRequirement('SOL1660', { item: 'charla', met: true, receipt: null }, member),
      ).rejects.toBeInstanceOf(StaleStageError);
      expect(await recordOf(inbox, 'SOL1660', (found) => found !== undefined)).toEqual(record);
      expect(await historyOf(inbox, 'SOL1660', () => true)).toEqual([]);
    });

    it('refuses a move from a stage the application has left (StaleStageError), changing nothing', async () => {
      const { inbox, seed, member } = await createHarness();
      const record = applicationRecord('SOL1700', dayOf2025(1), { stage: 'en-tramite' });
      await seed([record]);

      await expect(
        inbox.recordTransition(
          'SOL1700',
          { from: 'nueva', to: 'cerrada', reason: 'duplicada' },
          member,
        ),
      ).rejects.toBeInstanceOf(StaleStageError);

      expect(await recordOf(inbox, 'SOL1700', (found) => found !== undefined)).toEqual(record);
      expect(await historyOf(inbox, 'SOL1700', () => true)).toEqual([]);
    });

    it('lets one of two simultaneous moves from the same stage win; the other is stale', async () => {
      const { inbox, seed, member } = await createHarness();
      await seed([applicationRecord('SOL1800', dayOf2025(1))]);

      const results = await Promise.allSettled([
        inbox.recordTransition(
          'SOL1800',
          { from: 'nueva', to: 'en-tramite', reason: null },
          member,
        ),
        inbox.recordTransition(
          'SOL1800',
          { from: 'nueva', to: 'cerrada', reason: 'duplicada' },
          member,
        ),
      ]);

      expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
      expect(results.find(({ status }) => status === 'rejected')).toMatchObject({
        reason: expect.any(StaleStageError),
      });
      expect(await historyOf(inbox, 'SOL1800', (entries) => entries.length > 0)).toHaveLength(1);
    });

    it('refuses a move the workflow does not have, and a closing without a reason, changing nothing', async () => {
      const { inbox, seed, member } = await createHarness();
      const record = applicationRecord('SOL1900', dayOf2025(1));
      await seed([record]);

      await expect(
        inbox.recordTransition('SOL1900', { from: 'nueva', to: 'asociada', reason: null }, member),
      ).rejects.toBeInstanceOf(TransitionNotAllowedError);
      await expect(
        inbox.recordTransition('SOL1900', { from: 'nueva', to: 'cerrada', reason: null }, member),
      ).rejects.toBeInstanceOf(TransitionNotAllowedError);

      expect(await recordOf(inbox, 'SOL1900', (found) => found !== undefined)).toEqual(record);
    });

    it(`refuses a blank note and one over ${MAX_NOTE_LENGTH} characters`, async () => {
      const { inbox, seed, member } = await createHarness();
      await seed([applicationRecord('SOL1950', dayOf2025(1))]);

      await expect(inbox.addNote('SOL1950', '  \n ', member)).rejects.toBeInstanceOf(
        InvalidNoteError,
      );
      await expect(
        inbox.addNote('SOL1950', 'a'.repeat(MAX_NOTE_LENGTH + 1), member),
      ).rejects.toBeInstanceOf(InvalidNoteError);
      await inbox.addNote('SOL1950', 'a'.repeat(MAX_NOTE_LENGTH), member);

      expect(await historyOf(inbox, 'SOL1950', (entries) => entries.length > 0)).toHaveLength(1);
    });

    it('stamps progress with every move and tick, and not with a note', async () => {
      const { inbox, seed, member } = await createHarness();
      await seed([applicationRecord('SOL7100', dayOf2025(1))]);

      await inbox.addNote('SOL7100', 'Llamó para preguntar.', member);
      await historyOf(inbox, 'SOL7100', (entries) => entries.length === 1);
      expect((await recordOf(inbox, 'SOL7100', (found) => found !== undefined))?.progressAt).toBe(
        null,
      );

      await inbox.recordTransition('SOL7100', START, member);
      const moved = await recordOf(inbox, 'SOL7100', (found) => found?.progressAt != null);
      // The store's clock (the server's, or the in-memory one's): a real moment, after the date.
      const movedAt = moved!.progressAt!.getTime();
      expect(movedAt).toBeGreaterThan(dayOf2025(1).getTime());

      await inbox.recordRequirement('SOL7100', TALK_ATTENDED, member);
      const ticked = await recordOf(
        inbox,
        'SOL7100',
        (found) => found?.checklist.charla === true && found.progressAt !== null,
      );
      expect(ticked!.progressAt!.getTime()).toBeGreaterThanOrEqual(movedAt);
    });

    it('lists those waiting on the applicant: En trámite, something missing, no progress since before the cutoff, longest waiting first, by pages', async () => {
      const { inbox, seed } = await createHarness();
      const cutoff = dayOf2025(100);
      const enTramite = (id: ApplicationId, progressDay: number, checklist: Checklist = {}) => ({
        ...applicationRecord(id, dayOf2025(1), {
          stage: 'en-tramite',
          progressAt: dayOf2025(progressDay),
        }),
        checklist,
      });
      await seed([
        enTramite('SOL7003', 50, { 'copia-dui': true }),
        enTramite('SOL7002', 50),
        enTramite('SOL7001', 10),
        // Everything met: it waits on the office (to mark it Asociada), not on the applicant.
        enTramite('SOL7005', 20, COMPLETE_CHECKLIST),
        enTramite('SOL7004', 120),
        // No progress since exactly the cutoff: not before it.
        enTramite('SOL7008', 100),
        applicationRecord('SOL7006', dayOf2025(5)),
        applicationRecord('SOL7007', dayOf2025(5), { stage: 'cerrada', progressAt: dayOf2025(6) }),
        applicationRecord('SOL7009', dayOf2025(5), { stage: 'en-revision' }),
      ]);

      const whole = await waitingFirstPage(inbox, cutoff, 10, ['SOL7001', 'SOL7002', 'SOL7003']);
      expect(whole.next).toBeNull();

      // SOL7005 keeps its place in a page, unshown: the first page of two holds one.
      const first = await waitingFirstPage(inbox, cutoff, 2, ['SOL7001']);
      expect(first.next).not.toBeNull();
      const second = await inbox.nextWaitingPage(cutoff, first.next!, 2);
      expect(ids(second.applications)).toEqual(['SOL7002', 'SOL7003']);
      expect(second.next).toBeNull();
      const rebuilt = await inbox.nextWaitingPage(
        cutoff,
        { date: new Date(first.next!.date.getTime()), id: first.next!.id },
        2,
      );
      expect(ids(rebuilt.applications)).toEqual(['SOL7002', 'SOL7003']);

      // A later cutoff takes in what progressed later.
      await waitingFirstPage(inbox, dayOf2025(121), 10, [
        'SOL7001',
        'SOL7002',
        'SOL7003',
        'SOL7008',
        'SOL7004',
      ]);
    });

    it('takes out of a watched waiting list the application that progresses', async () => {
      const { inbox, seed, member } = await createHarness();
      await seed(
        ['SOL7201', 'SOL7202'].map((id, day) =>
          applicationRecord(id as ApplicationId, dayOf2025(1), {
            stage: 'en-tramite',
            progressAt: dayOf2025(10 + day),
          }),
        ),
      );
      const watched = watch<InboxPage>((listener) =>
        inbox.watchWaitingFirstPage(dayOf2025(100), 10, listener),
      );
      await watched.until((page) => sameIds(page, ['SOL7201', 'SOL7202']));

      await inbox.recordRequirement('SOL7201', TALK_ATTENDED, member);

      const page = await watched.until((shown) => sameIds(shown, ['SOL7202']), 10_000);
      watched.stop();
      expect(page.next).toBeNull();
    });

    it("keeps a new arrival unopened until the first opening stamps it, once, with storage's clock, changing nothing else", async () => {
      const { inbox, seed, publicRepository } = await createHarness();
      const before = applicationRecord('SOL7302', dayOf2025(2), { openedAt: dayOf2025(3) });
      await seed([before]);
      expect(await publicRepository.create(storedApplication('SOL7301'))).toBe('created');
      const arrived = await recordOf(inbox, 'SOL7301', (found) => found !== undefined);
      expect(arrived!.openedAt).toBeNull();

      await inbox.markOpened('SOL7301');
      const stamped = await recordOf(inbox, 'SOL7301', (found) => found?.openedAt != null);
      expect(stamped).toEqual({ ...arrived, openedAt: stamped!.openedAt });
      // The store's clock (the server's, or the in-memory one's): a real moment, after the date.
      const openedAt = stamped!.openedAt!.getTime();
      expect(openedAt).toBeGreaterThanOrEqual(arrived!.date.getTime());

      // Opened again, by anyone: the first opening stays.
      await inbox.markOpened('SOL7301');
      await inbox.markOpened('SOL7302');
      expect((await recordOf(inbox, 'SOL7301', Boolean))!.openedAt!.getTime()).toBe(openedAt);
      expect(await recordOf(inbox, 'SOL7302', Boolean)).toEqual(before);
    });

    it('takes the mark off a watched list as one is opened, counting Nuevas as before; opening none creates nothing', async () => {
      const { inbox, seed } = await createHarness();
      await seed([
        applicationRecord('SOL7401', dayOf2025(1)),
        applicationRecord('SOL7402', dayOf2025(2)),
      ]);
      const watched = watch<InboxPage>((listener) => inbox.watchFirstPage('nueva', 10, listener));
      await watched.until(
        (page) =>
          sameIds(page, ['SOL7402', 'SOL7401']) &&
          page.applications.every((record) => record.openedAt === null),
      );
      expect(await inbox.countNew(31)).toBe(2);

      // Two members open it at once: both succeed, one stamp.
      await Promise.all([inbox.markOpened('SOL7401'), inbox.markOpened('SOL7401')]);

      const page = await watched.until(
        (shown) => shown.applications.find(({ id }) => id === 'SOL7401')?.openedAt != null,
        10_000,
      );
      watched.stop();
      expect(ids(page.applications)).toEqual(['SOL7402', 'SOL7401']);
      expect(page.applications[0]!.openedAt).toBeNull();
      expect(await inbox.countNew(31)).toBe(2);

      await inbox.markOpened('SOL7999');
      expect(await recordOf(inbox, 'SOL7999', () => true)).toBeUndefined();
    });

    it('shows a new application in a watched first page as it arrives, keeping the page size', async () => {
      const { inbox, seed, publicRepository } = await createHarness();
      const records = [1, 2, 3].map((day) =>
        applicationRecord(`SOL${5000 + day}` as ApplicationId, dayOf2025(day)),
      );
      await seed(records);
      const watched = watch<InboxPage>((listener) => inbox.watchFirstPage('nueva', 3, listener));
      await watched.until((page) => sameIds(page, ['SOL5003', 'SOL5002', 'SOL5001']));

      expect(await publicRepository.create(storedApplication('SOL6000'))).toBe('created');

      const page = await watched.until((page) => page.applications[0]?.id === 'SOL6000', 10_000);
      watched.stop();
      expect(ids(page.applications)).toEqual(['SOL6000', 'SOL5003', 'SOL5002']);
      expect(page.next).not.toBeNull();
    });
  });
}
