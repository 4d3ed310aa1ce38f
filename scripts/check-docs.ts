import { resolve } from 'node:path';
import { checkDocs, docPaths } from '../build/docs-check/check-docs.ts';
import { formatProblem } from '../build/docs-check/markdown-file.ts';

/**
 * Part of `npm run lint`: what in README.md and docs/*.md would send a reader nowhere (see
 * build/docs-check/check-docs.ts). Exits 1 with each problem as file:line. Checks this
 * repository, or the copy of one whose folder is given (the tests' planted mistakes).
 */
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const problems = checkDocs(root);
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`check-docs: ${problems.length} problem(s) in the docs.`);
  process.exit(1);
}
console.log(
  `check-docs: ${docPaths(root).length} docs, every link, anchor, npm script and path found.`,
);
