import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** One Markdown file of the docs, parsed as GitHub renders it (GFM: tables, autolinks). */
export interface MarkdownFile {
  /** Absolute path. */
  path: string;
  /** Path from the repository's root, with forward slashes, as problems name it. */
  name: string;
  source: string;
  tree: Root;
}

export function readMarkdownFile(root: string, path: string): MarkdownFile {
  const source = readFileSync(path, 'utf8');
  return {
    path,
    name: relative(root, path).split('\\').join('/'),
    source,
    tree: fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
  };
}

/** What is wrong, where: `file:line: message`, the form editors and terminals link to. */
export interface DocProblem {
  file: string;
  line: number;
  message: string;
}

export function formatProblem({ file, line, message }: DocProblem): string {
  return `${file}:${line}: ${message}`;
}
