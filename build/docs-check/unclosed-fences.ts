import { visit } from 'unist-util-visit';
import type { DocProblem, MarkdownFile } from './markdown-file.ts';

const OPENING = /^(`{3,}|~{3,})/;
/** A fence at the start of a line, after any list indentation or `>` of a quote. */
const FENCE_LINE = /^[\s>]*(`{3,}|~{3,})(.*)$/;

/**
 * Fenced code blocks that never close. CommonMark lets such a block run to the end of the file
 * (or of its list item or quote), or to the next bare fence, the one meant to close the block
 * after it, so nothing else complains: the text between renders as code, and its headings and
 * links are gone. A block that holds a line opening another block (```sh) is one of those: a
 * block that means to show a fence uses a longer fence or the other character.
 */
export function unclosedFences(file: MarkdownFile): DocProblem[] {
  const problems: DocProblem[] = [];
  visit(file.tree, 'code', (node) => {
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end || start.offset === undefined || end.offset === undefined) return;
    const opening = OPENING.exec(file.source.slice(start.offset))?.[1];
    if (!opening) return; // indented code has no fence to close
    const lines = file.source.slice(start.offset, end.offset).split('\n');
    const fenceOf = (line: string) => {
      const [, fence, info] = FENCE_LINE.exec(line) ?? [];
      return fence && fence[0] === opening[0] && fence.length >= opening.length
        ? { info: (info ?? '').trim() }
        : undefined;
    };
    const last = lines.length > 1 ? fenceOf(lines[lines.length - 1] ?? '') : undefined;
    const inner = lines.slice(1, -1).findIndex((line) => fenceOf(line) !== undefined);
    const message = `this code block's ${opening} never closes`;
    if (inner !== -1) {
      const line = start.line + 1 + inner;
      problems.push({
        file: file.name,
        line: start.line,
        message: `${message} before line ${line}, whose ${lines[inner + 1]?.trim()} is meant to open the next block: it is read as code, and so is everything between`,
      });
    } else if (!last || last.info !== '') {
      problems.push({
        file: file.name,
        line: start.line,
        message: `${message}: everything after it renders as code`,
      });
    }
  });
  return problems;
}
