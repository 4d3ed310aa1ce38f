import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/deploying.md names the server's functions twice: the table a maintainer reads to know what
 * runs, and the command that deletes them all before going back to the free plan (a function left
 * behind keeps its schedule, and its bill). Both must name exactly what src/server/functions.ts
 * exports, which is what firebase-tools deploys: the names come from the code, read with
 * TypeScript's own parser, so a function added without its row fails here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const FUNCTIONS_FILE = 'src/server/functions.ts';
const DOC = readFileSync(resolve(ROOT, 'docs/deploying.md'), 'utf8');

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword);

/** Every value the module exports (types are no functions), as firebase-tools would load them. */
function exportedValues(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(resolve(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  return source.statements.flatMap((statement): string[] => {
    if (ts.isVariableStatement(statement) && exported(statement))
      return statement.declarationList.declarations.map(({ name }) => name.getText(source));
    if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      exported(statement)
    )
      return statement.name ? [statement.name.text] : ['default'];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      // `export * from`: the names live in another file; read them there before trusting this test.
      if (!clause || !ts.isNamedExports(clause))
        throw new Error(`${file}: an export this test cannot read: ${statement.getText(source)}`);
      return clause.elements.filter((element) => !element.isTypeOnly).map(({ name }) => name.text);
    }
    if (ts.isExportAssignment(statement)) return ['default'];
    return [];
  });
}

/** The lines of one `### heading` section of the doc, up to the next heading of that level or above. */
function section(heading: string): string[] {
  const lines = DOC.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`docs/deploying.md has no heading "${heading}"`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The first column of the section's table whose first header is `function`: one name a row. */
function functionsTable(): string[] {
  const rows = section("### The server's functions").filter((line) => line.startsWith('|'));
  const [header, divider, ...body] = rows;
  expect(header?.split('|')[1]?.trim()).toBe('function');
  expect(divider).toMatch(/^\|[\s|:-]+\|$/);
  return body.map((row) => {
    const cell = row.split('|')[1]?.trim() ?? '';
    const name = /^`(\w+)`$/.exec(cell)?.[1];
    if (!name) throw new Error(`A row of the functions' table names no function: ${row}`);
    return name;
  });
}

/** What `firebase functions:delete` is given, its continued lines (`\`) joined. */
function deletedFunctions(): string[] {
  const lines = section('### Going back to the free Spark plan');
  const start = lines.findIndex((line) => line.includes('functions:delete'));
  if (start === -1) throw new Error('Going back to the free plan deletes no functions');
  let command = '';
  for (const line of lines.slice(start)) {
    command += ` ${line.replace(/\\$/, '')}`;
    if (!line.endsWith('\\')) break;
  }
  const words = command.split('functions:delete')[1]?.trim().split(/\s+/) ?? [];
  return words.filter((word) => !word.startsWith('-'));
}

const sorted = (names: string[]) => [...names].sort();

describe('docs/deploying.md names the functions the server exports', () => {
  const functions = sorted(exportedValues(FUNCTIONS_FILE));

  it('reads the exports of src/server/functions.ts', () => {
    expect(functions).toContain('intake');
    expect(functions).toContain('team');
  });

  it("lists every one, and nothing else, in the table of the server's functions", () => {
    expect(sorted(functionsTable())).toEqual(functions);
  });

  it('deletes every one, and nothing else, before going back to the free plan', () => {
    expect(sorted(deletedFunctions())).toEqual(functions);
  });
});
