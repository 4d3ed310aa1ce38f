import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../../../src/server/request-body-limit';
import { FIELD_MASKS } from '../../../src/submission/domain/rules/field-masks';
import { MAX_EMAIL_LENGTH } from '../../../src/submission/domain/rules/email';
import { MAX_TEXT_LENGTHS } from '../../../src/submission/domain/rules/application-rules';

describe('the body a form sent without the page script may carry', () => {
  it('takes every field at its longest, typed in characters that URL-encode to nine bytes each', () => {
    // '’' (U+2019), as a phone's keyboard types an apostrophe: three bytes of UTF-8, %E2%80%99.
    const longest = (length: number) => '’'.repeat(length);
    const body = new URLSearchParams({
      first_name: longest(MAX_TEXT_LENGTHS.first_name),
      last_name: longest(MAX_TEXT_LENGTHS.last_name),
      company: longest(MAX_TEXT_LENGTHS.company),
      phone: longest(FIELD_MASKS.phone.length),
      dui: longest(FIELD_MASKS.dui.length),
      nit: longest(FIELD_MASKS.nit.length),
      email: longest(MAX_EMAIL_LENGTH),
      address: longest(MAX_TEXT_LENGTHS.address),
      message: longest(MAX_TEXT_LENGTHS.message),
      terms: 'on',
      website: '',
    }).toString();

    expect(Buffer.byteLength(body)).toBeGreaterThan(15_000);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
  });
});
