import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingArchitectureRows } from './architecture-table.ts';
import { anchorsOf } from './heading-anchors.ts';
import { readMarkdownFile, type DocProblem, type MarkdownFile } from './markdown-file.ts';
import { unknownNpmScripts } from './npm-scripts.ts';
import { brokenLinks } from './relative-links.ts';
import { missingRepoPaths } from './repo-paths.ts';
import { unclosedFences } from './unclosed-fences.ts';

/** The docs a reader follows: the README and every Markdown file of docs/. */
export function docPaths(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(root, 'docs', name));
  return [join(root, 'README.md'), ...docs];
}

/**
 * What would mislead a reader of the docs in the repository at `root`, by file and line: a code
 * fence that never closes, a relative link or anchor that goes nowhere or out of the repository,
 * an `npm run` script package.json lacks, a path under the repository's folders that does not
 * exist, a folder of src/ missing from the README's architecture table.
 */
export function checkDocs(root: string): DocProblem[] {
  const files = docPaths(root).map((path) => readMarkdownFile(root, path));
  const byPath = new Map(files.map((file) => [file.path, file]));
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (path: string): Set<string> => {
    let found = anchors.get(path);
    if (!found) {
      found = anchorsOf(byPath.get(path) ?? readMarkdownFile(root, path));
      anchors.set(path, found);
    }
    return found;
  };
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const scripts = new Set(Object.keys(manifest.scripts ?? {}));
  const readme = files[0] as MarkdownFile;
  return [
    ...files.flatMap((file) => [
      ...unclosedFences(file),
      ...brokenLinks(root, file, anchorsIn),
      ...unknownNpmScripts(file, scripts),
      ...missingRepoPaths(root, file),
    ]),
    ...missingArchitectureRows(root, readme),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
