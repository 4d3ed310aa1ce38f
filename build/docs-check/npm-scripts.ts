import type { DocProblem, MarkdownFile } from './markdown-file.ts';

/** `npm run X`, `npm run-script X`, and the scripts npm runs by a name of their own. */
const NPM_SCRIPT = /\bnpm (?:run(?:-script)? ([\w:.-]+)|(test|start|stop|restart)\b)/g;

/**
 * Every `npm run X` a doc mentions, in prose or in code, is a script of package.json: a renamed
 * or removed script otherwise leaves the reader with "Missing script".
 */
export function unknownNpmScripts(file: MarkdownFile, scripts: ReadonlySet<string>): DocProblem[] {
  const problems: DocProblem[] = [];
  file.source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(NPM_SCRIPT)) {
      // A sentence's full stop or colon after the name is not part of it.
      const name = (match[1] ?? match[2])?.replace(/[.:]+$/, '');
      if (name && !scripts.has(name)) {
        problems.push({
          file: file.name,
          line: index + 1,
          message: `"${match[0]}": package.json has no script "${name}"`,
        });
      }
    }
  });
  return problems;
}
