/**
 * What `npm run deploy` hands to firebase-tools, one `firebase deploy` after another, in the order
 * the pieces depend on each other:
 * 1. the indexes first: Firebase builds a new one for minutes, and a query the new code makes
 *    fails until its index is ready; an index the old code does not use harms nothing;
 * 2. the server next: the site's rewrites point at functions that must exist, and it takes the
 *    longest;
 * 3. the rules and the site in one run, released seconds apart: the rules require what the new
 *    site writes (`progressAt` with every move), and the old site would break under them.
 */
export interface ReleaseStep {
  /** What the maintainer reads while it runs. */
  what: string;
  /** firebase-tools' `--only`. */
  only: string;
  /**
   * `--force` for the functions: without a terminal, firebase-tools stops at its questions
   * (how long to keep the container images, the cost of minimum instances, deleting a function
   * the code no longer has); the release is exactly the commit, so each is answered yes.
   */
  force?: boolean;
}

export const RELEASE_STEPS: readonly ReleaseStep[] = [
  { what: 'Firestore indexes and TTL policies', only: 'firestore:indexes' },
  { what: 'the server (Cloud Functions)', only: 'functions', force: true },
  { what: 'Firestore rules and the site, together', only: 'firestore:rules,hosting' },
];

export interface ReleaseRun {
  project: string;
  /** Shown beside the site's release in the Firebase console (Hosting's release history). */
  message: string;
  /** firebase-tools' own dry run: everything it checks with Google, nothing uploaded. */
  dryRun: boolean;
}

/** The arguments of one step's `firebase deploy`. */
export function firebaseDeployArgs(step: ReleaseStep, run: ReleaseRun): string[] {
  return [
    'deploy',
    '--only',
    step.only,
    '--project',
    run.project,
    '--non-interactive',
    ...(step.force ? ['--force'] : []),
    ...(step.only.includes('hosting') ? ['--message', run.message] : []),
    ...(run.dryRun ? ['--dry-run'] : []),
  ];
}
