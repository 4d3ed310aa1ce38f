import { describe, expect, it } from 'vitest';
import { ChangeApplicationStage } from '../../../src/inbox/application/change-application-stage';
import { RecordRequirement } from '../../../src/inbox/application/record-requirement';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import type { HistoryEntry } from '../../../src/applications/domain/history-entry';
import {
  InvalidRequirementError,
  StaleStageError,
  TransitionNotAllowedError,
} from '../../../src/applications/domain/application-errors';
import {
  isChecklistComplete,
  missingItems,
  requiredItems,
  type Checklist,
} from '../../../src/applications/domain/requirements/checklist';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { fixedClock } from '../../support/deterministic';
import { ADMIN, CLERK, inboxWith, nextValue } from '../../support/staff-fixtures';

const clerk = { ...CLERK, role: 'staff' as const };
const admin = { ...ADMIN, role: 'admin' as const };
/** The staff tests' now: 2026-03-14 15:09:26 UTC. */
const clock = fixedClock();
const ALL_MET: Checklist = {
  'copia-dui': true,
  'copia-nit': true,
  'recibo-agua': true,
  cuota: 'A-00123',
  charla: true,
};

const inTramite = (checklist: Checklist = {}, nit = '0614-051286-129-4'): ApplicationRecord => ({
  ...applicationRecord('SOL1000', hoursAgo(5), { stage: 'en-tramite', nit }),
  checklist,
});

const stored = (inbox: ReturnType<typeof inboxWith>) =>
  nextValue<ApplicationRecord | undefined>((listener) =>
    inbox.watchApplication('SOL1000', listener),
  );
const historyOf = (inbox: ReturnType<typeof inboxWith>) =>
  nextValue<HistoryEntry[]>((listener) => inbox.watchHistory('SOL1000', listener));

describe('the requirements checklist', () => {
  it("asks for the NIT's copy only of an applicant who gave a NIT", () => {
    expect(requiredItems({ nit: '0614-051286-129-4' })).toEqual([
      'copia-dui',
      'copia-nit',
      'recibo-agua',
      'cuota',
      'charla',
    ]);
    expect(requiredItems({ nit: '' })).not.toContain('copia-nit');
    expect(
      isChecklistComplete({ nit: '', checklist: { ...ALL_MET, 'copia-nit': undefined } }),
    ).toBe(true);
    expect(missingItems({ nit: '', checklist: { cuota: 'A-1' } })).toEqual([
      'copia-dui',
      'recibo-agua',
      'charla',
    ]);
  });
});

describe('RecordRequirement', () => {
  it('ticks and unticks a requirement, each recorded with who and when', async () => {
    const inbox = inboxWith(inTramite());
    const record = new RecordRequirement(inbox);

    await record.execute(
      { application: inTramite(), change: { item: 'copia-dui', met: true, receipt: null } },
      clerk,
    );
    await record.execute(
      {
        application: inTramite({ 'copia-dui': true }),
        change: { item: 'cuota', met: true, receipt: '  A-00123 ' },
      },
      clerk,
    );
    await record.execute(
      {
        application: inTramite({ 'copia-dui': true, cuota: 'A-00123' }),
        change: { item: 'copia-dui', met: false, receipt: null },
      },
      clerk,
    );

    expect((await stored(inbox))?.checklist).toEqual({ cuota: 'A-00123' });
    expect(
      (await historyOf(inbox)).map(
        (entry) => entry.kind === 'requirement' && [entry.item, entry.met, entry.receipt],
      ),
    ).toEqual([
      ['copia-dui', true, null],
      ['cuota', true, 'A-00123'],
      ['copia-dui', false, null],
    ]);
  });

  it('refuses a paid fee without its receipt number, and an item the applicant does not need', async () => {
    const inbox = inboxWith(inTramite({}, ''));
    const record = new RecordRequirement(inbox);
    for (const receipt of [null, '   ', 'x'.repeat(31), 'A\u200b1'])
      await expect(
        record.execute(
          { application: inTramite({}, ''), change: { item: 'cuota', met: true, receipt } },
          clerk,
        ),
      ).rejects.toThrow(InvalidRequirementError);
    await expect(
      record.execute(
        {
          application: inTramite({}, ''),
          change: { item: 'copia-nit', met: true, receipt: null },
        },
        clerk,
      ),
    ).rejects.toThrow(InvalidRequirementError);
    expect(await historyOf(inbox)).toEqual([]);
  });

  it('changes nothing on an application that is no longer En trámite', async () => {
    const inbox = inboxWith(applicationRecord('SOL1000', hoursAgo(5), { stage: 'cerrada' }));
    await expect(
      new RecordRequirement(inbox).execute(
        { application: inTramite(), change: { item: 'charla', met: true, receipt: null } },
        clerk,
      ),
    ).rejects.toThrow(StaleStageError);
    expect(await historyOf(inbox)).toEqual([]);
  });
});

describe('marking Asociada', () => {
  it('is allowed once every requirement is met, and stamps when', async () => {
    const inbox = inboxWith(inTramite(ALL_MET));
    await new ChangeApplicationStage(inbox, clock).execute(
      { application: inTramite(ALL_MET), action: 'associate' },
      clerk,
    );
    expect(await stored(inbox)).toMatchObject({ isAssociated: true, associatedAt: clock.now() });
  });

  it('is refused to staff while a requirement is missing', async () => {
    const missing = { ...ALL_MET, charla: undefined };
    const inbox = inboxWith(inTramite(missing));
    await expect(
      new ChangeApplicationStage(inbox, clock).execute(
        { application: inTramite(missing), action: 'associate', override: 'Ya asistió' },
        clerk,
      ),
    ).rejects.toThrow(TransitionNotAllowedError);
    expect(await historyOf(inbox)).toEqual([]);
  });

  it('lets an admin override a missing requirement with a written reason, kept in the history', async () => {
    const inbox = inboxWith(inTramite({ 'copia-dui': true }));
    const change = new ChangeApplicationStage(inbox, clock);
    for (const override of [undefined, '   '])
      await expect(
        change.execute(
          { application: inTramite({ 'copia-dui': true }), action: 'associate', override },
          admin,
        ),
      ).rejects.toThrow(TransitionNotAllowedError);

    await change.execute(
      {
        application: inTramite({ 'copia-dui': true }),
        action: 'associate',
        override: ' Socia fundadora: la junta lo aprobó. ',
      },
      admin,
    );
    const [entry] = await historyOf(inbox);
    expect(entry).toMatchObject({
      kind: 'transition',
      to: 'asociada',
      override: 'Socia fundadora: la junta lo aprobó.',
      by: { email: ADMIN.email },
    });
  });

  it('refuses an override when nothing is missing', async () => {
    const inbox = inboxWith(inTramite(ALL_MET));
    await expect(
      new ChangeApplicationStage(inbox, clock).execute(
        { application: inTramite(ALL_MET), action: 'associate', override: 'Por si acaso' },
        admin,
      ),
    ).rejects.toThrow(TransitionNotAllowedError);
  });
});

describe('undoing an association', () => {
  const member = (associatedHoursAgo: number): ApplicationRecord => ({
    ...applicationRecord('SOL1000', hoursAgo(50), { stage: 'asociada' }),
    checklist: ALL_MET,
    associatedAt: hoursAgo(associatedHoursAgo),
  });

  it('is an admin’s, within a day, back to En trámite, recorded', async () => {
    const inbox = inboxWith(member(23));
    await new ChangeApplicationStage(inbox, clock).execute(
      { application: member(23), action: 'undo-associate' },
      admin,
    );
    expect(await stored(inbox)).toMatchObject({ isAssociated: false, status: true, alert: false });
    expect((await historyOf(inbox))[0]).toMatchObject({ from: 'asociada', to: 'en-tramite' });
  });

  it('is refused to staff, and to anyone after a day', async () => {
    const inbox = inboxWith(member(25));
    const change = new ChangeApplicationStage(inbox, clock);
    await expect(
      change.execute({ application: member(2), action: 'undo-associate' }, clerk),
    ).rejects.toThrow(TransitionNotAllowedError);
    await expect(
      change.execute({ application: member(25), action: 'undo-associate' }, admin),
    ).rejects.toThrow(TransitionNotAllowedError);
    expect(await historyOf(inbox)).toEqual([]);
  });
});
