import { describe, expect, it } from 'vitest';
import {
  COUNT_LIMIT,
  countText,
  isCountCapped,
  MAX_COUNT_SHOWN,
} from '../../../src/inbox/domain/application-count';
import { INBOX_PAGE_SIZE } from '../../../src/applications/domain/application-lists';
import { MAX_DOCUMENTS_PER_READ } from '../../../src/applications/adapters/firestore/application-query-shapes';

describe('a count of applications', () => {
  it('goes as far as a page, asking storage for one more: what firestore.rules let a query ask', () => {
    expect(MAX_COUNT_SHOWN).toBe(INBOX_PAGE_SIZE);
    expect(COUNT_LIMIT).toBe(MAX_DOCUMENTS_PER_READ);
  });

  it.each([
    [0, '0', false],
    [1, '1', false],
    [30, '30', false],
    [31, 'más de 30', true],
  ])('%i reads as %s', (count, text, capped) => {
    expect(countText(count)).toBe(text);
    expect(isCountCapped(count)).toBe(capped);
  });
});
