import { existsSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { visit } from 'unist-util-visit';
import type { DocProblem, MarkdownFile } from './markdown-file.ts';

/** `https:`, `mailto:`, `tel:`, … and `//host`: addresses off the repository, not checked here. */
const ADDRESS_WITH_SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** GitHub's anchors to lines of a file that is not Markdown: `#L12`, `#L12-L20`. */
const LINE_ANCHOR = /^L\d+(?:C\d+)?(?:-L\d+(?:C\d+)?)?$/;

/**
 * Every relative link and image of a doc, as a reader of a clone or of GitHub would follow it:
 * it stays inside the repository, its file or folder exists, and its `#anchor` is one GitHub
 * gives that file. `anchorsIn` reads another doc's anchors (parsed once for all the docs).
 */
export function brokenLinks(
  root: string,
  file: MarkdownFile,
  anchorsIn: (path: string) => Set<string>,
): DocProblem[] {
  const problems: DocProblem[] = [];
  visit(file.tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const problem = linkProblem(root, file.path, node.url, anchorsIn);
    if (problem) {
      problems.push({ file: file.name, line: node.position?.start.line ?? 0, message: problem });
    }
  });
  return problems;
}

function linkProblem(
  root: string,
  from: string,
  url: string,
  anchorsIn: (path: string) => Set<string>,
): string | undefined {
  if (ADDRESS_WITH_SCHEME.test(url)) return undefined;
  const hash = url.indexOf('#');
  const pathPart = (hash === -1 ? url : url.slice(0, hash)).replace(/\?.*$/, '');
  const fragment = hash === -1 ? undefined : decode(url.slice(hash + 1));
  const decodedPath = decode(pathPart);
  // GitHub reads a leading slash as the repository's root.
  const target =
    decodedPath === ''
      ? from
      : decodedPath.startsWith('/')
        ? join(root, decodedPath)
        : resolve(dirname(from), decodedPath);
  const fromRoot = relative(root, target);
  if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) {
    return `the link "${url}" leaves the repository: nothing is there in a clone or on GitHub`;
  }
  if (!existsSync(target)) {
    return `the link "${url}" goes to ${fromRoot.split('\\').join('/')}, which does not exist`;
  }
  if (fragment === undefined || fragment === '') return undefined;
  const targetName = relative(root, target).split('\\').join('/') || '.';
  if (statSync(target).isDirectory()) {
    return `the link "${url}" has an anchor, but ${targetName} is a folder`;
  }
  if (extname(target).toLowerCase() !== '.md') {
    return LINE_ANCHOR.test(fragment)
      ? undefined
      : `the link "${url}": ${targetName} is not Markdown, so its only anchors are lines (#L12)`;
  }
  if (!anchorsIn(target).has(fragment)) {
    return `the link "${url}": no heading of ${targetName} makes the anchor #${fragment}`;
  }
  return undefined;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
