import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs } from '../../build/docs-check/check-docs';
import { formatProblem } from '../../build/docs-check/markdown-file';
import { SOURCE_FOLDERS } from '../../build/docs-check/repo-paths';

/**
 * The docs' checks in `npm run lint`: markdownlint (.markdownlint-cli2.jsonc) and
 * scripts/check-docs.ts. Each mistake is planted in a copy, never in the real docs.
 */
const repo = resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
  made.push(dir);
  return dir;
}

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const README = `# fixture

\`\`\`sh
npm install && npm test
\`\`\`

See [the guide](docs/guide.md#5-deploy-npm-run-deploy), \`npm run dev\` and \`src/alpha/alpha.ts\`.

## Architecture

| folder | what it does |
| --- | --- |
| \`src/alpha\` | the first capability |
`;

const GUIDE = `# Guide

## 5. Deploy: \`npm run deploy\`

\`\`\`sh
npm run deploy -- --dry-run
\`\`\`

## Measured

## Again

### Measured

Back to [the top](#guide), to [the second Measured](#measured-1), to [the README](../README.md).
`;

/** A small repository whose docs pass: each test plants one mistake in it. */
function fixture(extra: Record<string, string> = {}): string {
  const root = tempDir();
  write(root, {
    'package.json': JSON.stringify({ scripts: { dev: 'vite', test: 'vitest', deploy: 'x' } }),
    'README.md': README,
    'docs/guide.md': GUIDE,
    'src/alpha/alpha.ts': 'export {};\n',
    ...extra,
  });
  return root;
}

const problemsIn = (root: string) => checkDocs(root).map(formatProblem);

describe('the docs check (scripts/check-docs.ts)', () => {
  it('finds nothing wrong in docs whose links, anchors, scripts and paths all resolve', () => {
    expect(problemsIn(fixture())).toEqual([]);
  });

  it('names a code fence that never closes, where it opens', () => {
    const root = fixture({
      'docs/guide.md': `${GUIDE}\nSet the secrets:\n\n\`\`\`sh\n\nMore text.\n`,
    });
    expect(problemsIn(root)).toEqual([
      expect.stringMatching(/^docs\/guide\.md:19: this code block's ``` never closes/),
    ]);
  });

  it("names a fence left open until the next block's fence, which then reads as code (the deploy guide's case)", () => {
    const root = fixture({
      'docs/guide.md': `${GUIDE}\n\`\`\`sh\n\nText meant as text.\n\n\`\`\`sh\nnpm run deploy\n\`\`\`\n`,
    });
    expect(problemsIn(root)).toEqual([
      expect.stringMatching(/^docs\/guide\.md:17: .* never closes before line 21, whose ```sh/),
    ]);
  });

  it('takes a block that shows a fence inside a longer fence as closed', () => {
    const root = fixture({
      'docs/guide.md': `${GUIDE}\n\`\`\`\`md\n\`\`\`sh\nnpm run dev\n\`\`\`\n\`\`\`\`\n`,
    });
    expect(problemsIn(root)).toEqual([]);
  });

  it('names an anchor no heading makes, in another doc and in the same one', () => {
    const root = fixture({
      'README.md': README.replace('#5-deploy-npm-run-deploy', '#5-deploy'),
      'docs/guide.md': GUIDE.replace('(#measured-1)', '(#measured-2)'),
    });
    expect(problemsIn(root)).toEqual([
      'docs/guide.md:15: the link "#measured-2": no heading of docs/guide.md makes the anchor #measured-2',
      'README.md:7: the link "docs/guide.md#5-deploy": no heading of docs/guide.md makes the anchor #5-deploy',
    ]);
  });

  it('names a link to a file that does not exist', () => {
    const root = fixture({ 'README.md': `${README}\n[Costs](docs/costs.md)\n` });
    expect(problemsIn(root)).toEqual([
      'README.md:15: the link "docs/costs.md" goes to docs/costs.md, which does not exist',
    ]);
  });

  it('names a link out of the repository even when something is there on this machine', () => {
    const root = fixture();
    const outside = tempDir();
    write(outside, { 'spec/seed-spec.md': '# Spec\n' });
    const link = `../${outside.split('/').pop()}/spec/seed-spec.md`;
    write(root, { 'docs/guide.md': `${GUIDE}\nIt follows [the spec](../${link}).\n` });
    expect(problemsIn(root)).toEqual([
      `docs/guide.md:17: the link "../${link}" leaves the repository: nothing is there in a clone or on GitHub`,
    ]);
  });

  it('names an `npm run` script that package.json does not have, in prose and in code', () => {
    const root = fixture({
      'docs/guide.md': `${GUIDE}\nRun \`npm run start:all\`.\n\n\`\`\`sh\nnpm run deploy\nnpm run serve -- --port 1\n\`\`\`\n`,
    });
    expect(problemsIn(root)).toEqual([
      'docs/guide.md:17: "npm run start:all": package.json has no script "start:all"',
      'docs/guide.md:21: "npm run serve": package.json has no script "serve"',
    ]);
  });

  it('names a src/ path that does not exist, in backticks, in prose and in a command', () => {
    const root = fixture({
      'docs/guide.md': `${GUIDE}\nSee \`src/alpha/beta.ts\` and (src/gamma/rules.ts).\n\n\`\`\`sh\nnpx tsx scripts/seed.ts\n\`\`\`\n`,
    });
    expect(problemsIn(root)).toEqual([
      'docs/guide.md:17: src/alpha/beta.ts does not exist',
      'docs/guide.md:17: src/gamma/rules.ts does not exist',
      'docs/guide.md:20: scripts/seed.ts does not exist',
    ]);
  });

  it('checks a glob or a placeholder up to the folder before it', () => {
    const root = fixture({
      'docs/guide.md': `${GUIDE}\n\`src/alpha/*-module.ts\`, \`src/alpha/<name>.ts\`, \`tests/contract/*-contract.ts\`.\n`,
    });
    expect(problemsIn(root)).toEqual([
      'docs/guide.md:17: tests/contract/*-contract.ts does not exist (tests/contract/ does not)',
    ]);
  });

  it("names every folder of src/ that the README's architecture table leaves out", () => {
    const root = fixture({ 'src/beta/beta.ts': 'export {};\n', 'src/gamma/gamma.ts': '' });
    expect(problemsIn(root)).toEqual([
      'README.md:11: the architecture table has no row for src/beta, src/gamma: every folder of src/ needs one',
    ]);
  });
});

/**
 * A copy of this repository's docs and package.json, with its source folders linked in (the
 * paths the docs name), as `npm run lint` would see them.
 */
function copyOfTheRepository(): string {
  const root = tempDir();
  for (const file of ['README.md', 'package.json', '.markdownlint-cli2.jsonc']) {
    cpSync(join(repo, file), join(root, file));
  }
  cpSync(join(repo, 'docs'), join(root, 'docs'), { recursive: true });
  for (const folder of SOURCE_FOLDERS.filter((name) => name !== 'docs')) {
    symlinkSync(join(repo, folder), join(root, folder));
  }
  return root;
}

function run(command: string, args: string[], cwd: string) {
  const bin = join(repo, 'node_modules/.bin', command);
  const { status, stdout, stderr } = spawnSync(bin, args, { cwd, encoding: 'utf8' });
  return { status, output: `${stdout}${stderr}` };
}

const markdownlint = (root: string) => run('markdownlint-cli2', [], root);
const checkDocsScript = (root: string) =>
  run('tsx', [join(repo, 'scripts/check-docs.ts'), root], repo);

// Each test starts a command or two, as `npm run lint` does: seconds on a busy machine.
describe("npm run lint's docs checks on this repository's docs", { timeout: 120_000 }, () => {
  it('are both part of npm run lint', () => {
    const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.lint?.split(' && ')).toEqual(
      expect.arrayContaining(['markdownlint-cli2', 'tsx scripts/check-docs.ts']),
    );
  });

  it('pass on the README and docs as they are', () => {
    const lint = markdownlint(repo);
    expect(lint.status, lint.output).toBe(0);
    const check = checkDocsScript(repo);
    expect(check.status, check.output).toBe(0);
  });

  it('fail on an unclosed code fence planted in a copy, naming its file and line', () => {
    const root = copyOfTheRepository();
    const doc = join(root, 'docs/testing.md');
    const lines = readFileSync(doc, 'utf8').split('\n');
    const at = lines.findIndex((line) => line.startsWith('## ')) + 1;
    writeFileSync(doc, [...lines.slice(0, at), '', '```sh', ...lines.slice(at)].join('\n'));
    const result = checkDocsScript(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      `docs/testing.md:${at + 2}: this code block's \`\`\` never closes`,
    );
  });

  it('fail on a broken anchor planted in a copy, naming its file and line', () => {
    const root = copyOfTheRepository();
    write(root, {
      'docs/customizing.md': `${readFileSync(join(root, 'docs/customizing.md'), 'utf8')}\nSee [tests](testing.md#no-such-section).\n`,
    });
    const line = readFileSync(join(root, 'docs/customizing.md'), 'utf8').split('\n').length - 1;
    const result = checkDocsScript(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      `docs/customizing.md:${line}: the link "testing.md#no-such-section": no heading of docs/testing.md makes the anchor #no-such-section`,
    );
  });

  it('fail on a heading that skips a level, an indented code block or an empty link', () => {
    const root = copyOfTheRepository();
    write(root, {
      'docs/customizing.md': `${readFileSync(join(root, 'docs/customizing.md'), 'utf8')}\n#### Too deep\n\nRun this:\n\n    npm run dev\n\n[empty]()\n`,
    });
    const result = markdownlint(root);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(
      /docs\/customizing\.md:\d+(:\d+)? error MD001\/heading-increment/,
    );
    expect(result.output).toMatch(/docs\/customizing\.md:\d+(:\d+)? error MD046\/code-block-style/);
    expect(result.output).toMatch(/docs\/customizing\.md:\d+(:\d+)? error MD042\/no-empty-links/);
  });
});
