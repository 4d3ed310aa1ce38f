import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The commit the page is compared with when no BENCH_BASELINE is given: main before issue 29 made
 * the page lighter (the whole page hydrated).
 */
export const DEFAULT_BASELINE = '92e25a91976247fc2e45a8d3804441f1b4b6f74e';

export interface Baseline {
  /** What was asked for (BENCH_BASELINE or the default) and the commit it named. */
  ref: string;
  commit: string;
}

export interface BaselineSite extends Baseline {
  dir: string;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * The commit to compare with (BENCH_BASELINE, a branch, tag or hash; the default otherwise). The
 * bench asks first thing, so a clone that lacks it (a shallow one, as CI's) stops at once with
 * what to do, not after minutes of building with git's own trace.
 */
export function resolveBaseline(): Baseline {
  const ref = process.env.BENCH_BASELINE?.trim() || DEFAULT_BASELINE;
  try {
    const commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return { ref, commit };
  } catch {
    throw new Error(
      `baseline ${ref} not in this clone: run \`git fetch --unshallow\` or set BENCH_BASELINE`,
    );
  }
}

/**
 * Builds the public page as it was at the baseline commit (resolveBaseline), with that commit's
 * own code and build, into outDir.
 *
 * The commit's files come out of git itself (`git archive` into a temporary folder): nothing in
 * this checkout moves and no worktree is registered, so a bench that dies leaves nothing behind
 * but a folder in the system's temporary directory. Its dependencies are this checkout's
 * node_modules (a symlink) when its package-lock.json is the same; otherwise `npm ci` installs its
 * own there (slow, and needs the registry). It builds with `vite build` and exactly the VITE_
 * variables given (none from the shell; a fresh checkout has no .env files).
 */
export function buildBaselineSite(
  { ref, commit }: Baseline,
  outDir: string,
  env: Record<string, string>,
): BaselineSite {
  const sourceDir = mkdtempSync(join(tmpdir(), 'primer-paso-baseline-'));
  try {
    const archive = join(sourceDir, '.baseline.tar');
    git('archive', '--format=tar', '-o', archive, commit);
    execFileSync('tar', ['-xf', archive, '-C', sourceDir]);
    rmSync(archive);

    const lockfile = readFileSync('package-lock.json', 'utf8');
    const theirLockfile = readFileSync(join(sourceDir, 'package-lock.json'), 'utf8');
    if (theirLockfile === lockfile && existsSync('node_modules')) {
      symlinkSync(realpathSync('node_modules'), join(sourceDir, 'node_modules'), 'dir');
    } else {
      console.log(`The baseline ${ref} has other dependencies: npm ci in ${sourceDir}…`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: sourceDir, stdio: 'inherit' });
    }

    const shellEnv = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')),
    );
    const vite = join(sourceDir, 'node_modules', 'vite', 'bin', 'vite.js');
    execFileSync(
      process.execPath,
      [vite, 'build', '--outDir', resolve(outDir), '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: sourceDir, env: { ...shellEnv, ...env, NODE_ENV: 'production' }, stdio: 'inherit' },
    );
    return { ref, commit, dir: outDir };
  } finally {
    rmSync(sourceDir, { recursive: true, force: true });
  }
}
