import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { DocProblem, MarkdownFile } from './markdown-file.ts';

export const ARCHITECTURE_HEADING = 'Architecture';

/**
 * The README's architecture table (the first table of its "Architecture" section) has a row for
 * every folder of `src/`, in its first column as `src/NAME`: a capability added without a row
 * would otherwise be missing from the one map a newcomer reads.
 */
export function missingArchitectureRows(root: string, readme: MarkdownFile): DocProblem[] {
  const table = architectureTable(readme);
  if (!table) {
    return [
      {
        file: readme.name,
        line: 1,
        message: `no table in a "${ARCHITECTURE_HEADING}" section: the map of src/'s folders is missing`,
      },
    ];
  }
  const named = new Set(
    table.children
      .slice(1)
      .map((row) => (row.children[0] ? toString(row.children[0]).trim() : ''))
      .map((cell) => cell.replace(/\/$/, '')),
  );
  const missing = readdirSync(join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !named.has(`src/${entry.name}`))
    .map((entry) => `src/${entry.name}`)
    .sort();
  if (missing.length === 0) return [];
  return [
    {
      file: readme.name,
      line: table.position?.start.line ?? 1,
      message: `the architecture table has no row for ${missing.join(', ')}: every folder of src/ needs one`,
    },
  ];
}

function architectureTable(readme: MarkdownFile): Table | undefined {
  const nodes = readme.tree.children;
  const start = nodes.findIndex(
    (node) => node.type === 'heading' && toString(node).trim() === ARCHITECTURE_HEADING,
  );
  if (start === -1) return undefined;
  const depth = (nodes[start] as { depth: number }).depth;
  for (const node of nodes.slice(start + 1)) {
    if (node.type === 'heading' && node.depth <= depth) return undefined;
    if (node.type === 'table') return node;
  }
  return undefined;
}
