import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import type { DocProblem, MarkdownFile } from './markdown-file.ts';

/**
 * The repository's own folders, whose paths a doc may name in backticks (`src/server/…`) or in a
 * command of a code block. Folders that a build or a run writes (dist/, server-build/, .stack/,
 * test-results/) are left out on purpose: a clone does not have them yet.
 */
export const SOURCE_FOLDERS = [
  '.ci',
  'bench',
  'build',
  'docs',
  'ops',
  'personal',
  'public',
  'scripts',
  'src',
  'tests',
] as const;

const REPO_PATH = new RegExp(
  `^(?:${SOURCE_FOLDERS.map((folder) => folder.replace(/\./g, '\\.')).join('|')})/\\S*$`,
);
/** Where a path stops being literal: a glob (`*-contract.ts`, `{a,b}`) or a placeholder (`<name>`). */
const PATTERN_PART = /[*?[{<]/;
/** Code blocks are split into words; a path in them may be quoted or end a sentence of a comment. */
const WORD_EDGES = /^["'(]+|["'),;:.]+$/g;

/**
 * Every path under the repository's own folders that a doc names in inline code or in a code
 * block exists: a file moved or renamed otherwise leaves the reader looking for it. A glob or a
 * placeholder is checked up to the folder before it (`tests/contract/*-contract.ts`: the folder
 * tests/contract); `file.ts:12` is checked as the file.
 */
export function missingRepoPaths(root: string, file: MarkdownFile): DocProblem[] {
  const problems: DocProblem[] = [];
  const check = (candidate: string, line: number) => {
    const path = candidate.replace(/:\d+(?::\d+)?$/, '').replace(/#.*$/, '');
    if (!REPO_PATH.test(path)) return;
    const pattern = PATTERN_PART.exec(path);
    const literal = pattern ? path.slice(0, path.lastIndexOf('/', pattern.index) + 1) : path;
    if (!existsSync(join(root, literal))) {
      problems.push({
        file: file.name,
        line,
        message: `${candidate} does not exist${literal === path ? '' : ` (${literal} does not)`}`,
      });
    }
  };
  visit(file.tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'inlineCode') check(node.value.trim(), line);
    if (node.type === 'text') {
      node.value.split('\n').forEach((text, index) => {
        for (const word of text.split(/\s+/)) {
          if (word) check(word.replace(WORD_EDGES, ''), line + index);
        }
      });
    }
    if (node.type === 'code') {
      // A fenced block's code starts on the line after its fence, an indented block's at once.
      const start = node.position?.start.offset ?? 0;
      const offset = /^(?:`{3}|~{3})/.test(file.source.slice(start, start + 3)) ? 1 : 0;
      node.value.split('\n').forEach((text, index) => {
        for (const word of text.split(/\s+/)) {
          if (word) check(word.replace(WORD_EDGES, ''), line + offset + index);
        }
      });
    }
  });
  return problems;
}
