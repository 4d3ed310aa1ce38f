import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAX_EXPORTED_ROWS,
  MAX_NUMBERS_PER_DOWNLOAD,
  PERSONAL_DATA_FORMATS,
} from '../../../src/audit/domain/audit-record';
import { EXPORT_VIEW_NAMES } from '../../../src/inbox/domain/application-export';
import { MAX_EXPORT_APPLICATIONS } from '../../../src/inbox/application/export-applications';
import { MAX_SEARCH_RESULTS } from '../../../src/inbox/domain/search-query';

const rules = readFileSync('firestore.rules', 'utf8');

/** The body of `function name(data) { … }` in firestore.rules. */
function ruleFunction(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `firestore.rules has ${name}`).toBeGreaterThan(-1);
  return rules.slice(start, rules.indexOf('\n    }\n', start));
}

/** The strings of the list after `field in [` in `body`. */
function listAfter(body: string, field: string): string[] {
  const match = new RegExp(`${field.replace('.', '\\.')} in \\[([^\\]]*)\\]`).exec(body);
  expect(match, `a list for ${field}`).not.toBeNull();
  return [...match![1]!.matchAll(/'([^']*)'/g)].map(([, value]) => value!);
}

describe('firestore.rules take exactly the exports the domain records', () => {
  const csv = ruleFunction('isCsvExportRecord');
  const download = ruleFunction('isPersonalDataDownloadRecord');

  it("lists every view name an export may give, and no other (never a search's text)", () => {
    expect(listAfter(csv, 'data.view')).toEqual([...EXPORT_VIEW_NAMES]);
    for (const name of EXPORT_VIEW_NAMES) expect(name).not.toMatch(/[\d@]/);
  });

  it('bounds the rows at the most one export holds', () => {
    expect(MAX_EXPORT_APPLICATIONS).toBe(MAX_EXPORTED_ROWS);
    expect(csv).toContain(`data.count <= ${MAX_EXPORTED_ROWS}`);
  });

  it("bounds a download's numbers at what the search for a person returns, in its formats", () => {
    expect(MAX_NUMBERS_PER_DOWNLOAD).toBeGreaterThanOrEqual(MAX_SEARCH_RESULTS);
    expect(download).toContain(`data.numbers.size() <= ${MAX_NUMBERS_PER_DOWNLOAD}`);
    expect(listAfter(download, 'data.format')).toEqual([...PERSONAL_DATA_FORMATS]);
  });
});
