import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe("the allowlist's rules", () => {
  it('let no page write Staff: the server writes roles and notices (src/team)', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const staff = rules.slice(
      rules.indexOf('match /Staff/{uid} {') + 'match /Staff/{uid} {'.length,
    );
    const block = staff.slice(0, staff.indexOf('}'));
    expect(block).toContain('allow list, create, update, delete: if false;');
    expect(block.match(/allow [^;]*;/g)).toEqual([
      'allow get: if request.auth != null && request.auth.uid == uid;',
      'allow list, create, update, delete: if false;',
    ]);
  });
});
