import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../../src/shared/domain/describe-failure';

describe('describing a failure for the console', () => {
  it('keeps the kind and the text, without e-mail addresses or DUI, NIT and phone numbers', () => {
    const error = new TypeError(
      'DUI 04567890-1, NIT 0614-051286-129-4, 7123-4567, ana@example.com',
    );
    expect(describeFailure(error)).toEqual({
      name: 'TypeError',
      message: 'DUI [redactado], NIT [redactado], [redactado], [redactado]',
    });
  });

  it("blanks an application's number, as a damaged document's path names it", () => {
    const error = new Error('Talks/x/seats/SOL4821: assignedAt is not a timestamp');
    expect(describeFailure(error).message).toBe(
      'Talks/x/seats/SOL[redactado]: assignedAt is not a timestamp',
    );
  });

  it('keeps a storage error code', () => {
    const error = Object.assign(new Error('unavailable'), { code: 'unavailable' });
    expect(describeFailure(error)).toEqual({
      name: 'Error',
      code: 'unavailable',
      message: 'unavailable',
    });
  });

  it('says nothing of a thrown value that is not an Error', () => {
    const thrown = { dui: '04567890-1' };
    expect(describeFailure(thrown)).toEqual({ name: 'object', message: 'non-Error value thrown' });
  });
});
