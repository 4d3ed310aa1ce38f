import { describe, expect, it } from 'vitest';
import { parseSearch, requireSearchQuery } from '../../../src/inbox/domain/search-query';
import {
  ShortNameSearchError,
  UnrecognisedSearchError,
} from '../../../src/inbox/domain/inbox-errors';

describe('reading a search', () => {
  it.each([
    ['SOL4821', 'id', ['SOL4821']],
    [' sol 4821 ', 'id', ['SOL4821']],
    // The number as people read it out at the counter.
    ['4821', 'id', ['SOL4821']],
    [' 1000 ', 'id', ['SOL1000']],
    ['9999', 'id', ['SOL9999']],
    // A name: its words normalised as stored, the longest first (the one storage is asked for).
    ['Ana', 'name', ['ana']],
    ['  GARCÍA ', 'name', ['garcia']],
    ['José Muñoz', 'name', ['munoz', 'jose']],
    ['de la Peña', 'name', ['pena', 'de', 'la']],
    ['Ana M.', 'name', ['ana']],
    ["O'Neill", 'name', ['neill']],
    ['02495046-3', 'dui', ['02495046-3']],
    ['024950463', 'dui', ['02495046-3']],
    ['7123 4567', 'phone', ['7123-4567']],
    ['7123-4567', 'phone', ['7123-4567']],
    ['Ana@Example.com', 'email', ['Ana@Example.com', 'ana@example.com']],
    ['ana@example.com', 'email', ['ana@example.com']],
  ])('reads %s as a search by %s', (text, field, values) => {
    expect(parseSearch(text)).toEqual({ field, values });
  });

  it.each([
    '',
    'SOL0999',
    'SOL12345',
    '12345',
    '0999',
    '482',
    '0614-051286-129-4',
    'Ana 3',
    'J',
    'M. A.',
  ])('finds nothing to search for in %j', (text) => {
    expect(parseSearch(text)).toBeUndefined();
  });
});

describe('requiring a search', () => {
  it('says a name needs two letters, apart from what is no search at all', () => {
    expect(() => requireSearchQuery('J')).toThrow(ShortNameSearchError);
    expect(() => requireSearchQuery(' M. A. ')).toThrow(ShortNameSearchError);
    expect(() => requireSearchQuery('12345')).toThrow(UnrecognisedSearchError);
    expect(() => requireSearchQuery('#$%')).toThrow(UnrecognisedSearchError);
  });

  it('refuses a name where the search is narrowed to other fields (a DUI or a number)', () => {
    expect(() => requireSearchQuery('Ana', ['dui', 'id'])).toThrow(UnrecognisedSearchError);
    expect(() => requireSearchQuery('J', ['dui', 'id'])).toThrow(UnrecognisedSearchError);
    expect(requireSearchQuery('4821', ['dui', 'id'])).toEqual({ field: 'id', values: ['SOL4821'] });
  });
});
