import { describe, expect, it } from 'vitest';
import { STAGE_FLAGS, STAGES, stageOf } from '../../../src/applications/domain/workflow/stage';
import {
  allowedTransitions,
  findTransition,
  TRANSITIONS,
} from '../../../src/applications/domain/workflow/transitions';

describe('the workflow', () => {
  it("reads the spec's new application (alert, status, not associated) as Nueva", () => {
    expect(stageOf({ alert: true, status: true, isAssociated: false })).toBe('nueva');
  });

  it('stores every stage as flags that read back as that stage', () => {
    for (const stage of STAGES) expect(stageOf(STAGE_FLAGS[stage])).toBe(stage);
  });

  it('reads any flags: associated wins, then not open (status false), then alert', () => {
    expect(stageOf({ alert: true, status: false, isAssociated: true })).toBe('asociada');
    expect(stageOf({ alert: false, status: false, isAssociated: false })).toBe('cerrada');
    expect(stageOf({ alert: false, status: true, isAssociated: false })).toBe('en-tramite');
  });

  it('reads a flagged application that is not open as held En revisión, not as a Nueva', () => {
    expect(stageOf({ alert: true, status: false, isAssociated: false })).toBe('en-revision');
  });

  it('offers exactly these moves', () => {
    expect(allowedTransitions('nueva').map(({ action, to }) => `${action}:${to}`)).toEqual([
      'start:en-tramite',
      'close:cerrada',
    ]);
    expect(allowedTransitions('en-tramite').map(({ action, to }) => `${action}:${to}`)).toEqual([
      'associate:asociada',
      'close:cerrada',
    ]);
    expect(allowedTransitions('cerrada').map(({ action, to }) => `${action}:${to}`)).toEqual([
      'reopen:en-tramite',
    ]);
    // An admin's, within a day (requirements/association.ts).
    expect(allowedTransitions('asociada').map(({ action, to }) => `${action}:${to}`)).toEqual([
      'undo-associate:en-tramite',
    ]);
    expect(allowedTransitions('en-revision').map(({ action, to }) => `${action}:${to}`)).toEqual([
      'accept:nueva',
      'close:cerrada',
    ]);
  });

  it('never moves an application to the stage it is in, nor back to Nueva but to accept it', () => {
    const backToNueva = TRANSITIONS.filter(({ to }) => to === 'nueva');
    expect(backToNueva).toEqual([{ action: 'accept', from: 'en-revision', to: 'nueva' }]);
    expect(TRANSITIONS.filter(({ from, to }) => from === to)).toEqual([]);
    expect(TRANSITIONS.filter(({ to }) => to === 'en-revision')).toEqual([]);
    expect(findTransition('nueva', 'associate')).toBeUndefined();
  });
});
