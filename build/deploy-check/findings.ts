import { stripVTControlCharacters } from 'node:util';

/** What a check found: problems stop a deploy, warnings are for the maintainer to read. */
export interface Findings {
  problems: string[];
  warnings: string[];
}

export const noFindings = (): Findings => ({ problems: [], warnings: [] });

export function merge(into: Findings, from: Findings): Findings {
  into.problems.push(...from.problems);
  into.warnings.push(...from.warnings);
  return into;
}

/** A message without the terminal colours firebase-tools puts in its own. */
export const plain = (text: string): string => stripVTControlCharacters(text);

export const messageOf = (error: unknown): string =>
  plain(error instanceof Error ? error.message : String(error));
