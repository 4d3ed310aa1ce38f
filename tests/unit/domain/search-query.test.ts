import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../../src/inbox/domain/search-query';

describe('reading a search', () => {
  it.each([
    ['SOL4821', 'id', ['SOL4821']],
    [' sol 4821 ', 'id', ['SOL4821']],
    ['02495046-3', 'dui', ['02495046-3']],
    ['024950463', 'dui', ['02495046-3']],
    ['7123 4567', 'phone', ['7123-4567']],
    ['7123-4567', 'phone', ['7123-4567']],
    ['Ana@Example.com', 'email', ['Ana@Example.com', 'ana@example.com']],
    ['ana@example.com', 'email', ['ana@example.com']],
  ])('reads %s as a search by %s', (text, field, values) => {
    expect(parseSearch(text)).toEqual({ field, values });
  });

  it.each(['', 'Ana', 'SOL0999', 'SOL12345', '12345', '0614-051286-129-4'])(
    'finds nothing to search for in %j',
    (text) => {
      expect(parseSearch(text)).toBeUndefined();
    },
  );
});
