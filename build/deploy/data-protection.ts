/**
 * What `npm run deploy` asks of Firestore before the first deploy step, through firebase-tools'
 * own commands (no gcloud): the applications are the cooperative's records, so the database keeps
 * point-in-time recovery (any minute of the last 7 days) and deletion protection, and a daily
 * backup kept a week. Both are idempotent: asked again at every release, changed only once.
 */

/** How long each daily backup is kept (firebase-tools' duration: 7d). */
export const DAILY_BACKUP_RETENTION = '7d';

const DATABASE = '(default)';

/** Point-in-time recovery and deletion protection on: the same answer however often it is asked. */
export function protectDatabaseArgs(project: string): string[] {
  return [
    'firestore:databases:update',
    DATABASE,
    '--point-in-time-recovery',
    'ENABLED',
    '--delete-protection',
    'ENABLED',
    '--project',
    project,
    '--non-interactive',
  ];
}

/** The database's backup schedules, as firebase-tools' JSON. */
export function listBackupSchedulesArgs(project: string): string[] {
  return [
    'firestore:backups:schedules:list',
    '--database',
    DATABASE,
    '--project',
    project,
    '--json',
    '--non-interactive',
  ];
}

/** A daily backup, kept DAILY_BACKUP_RETENTION. */
export function createDailyBackupArgs(project: string): string[] {
  return [
    'firestore:backups:schedules:create',
    '--database',
    DATABASE,
    '--recurrence',
    'DAILY',
    '--retention',
    DAILY_BACKUP_RETENTION,
    '--project',
    project,
    '--non-interactive',
  ];
}

/**
 * Whether firebase-tools' `--json` answer to the schedules' list holds a daily schedule
 * (`{ status: 'success', result: [{ dailyRecurrence: {}, retention, … }] }`). An answer it cannot
 * read throws: a release must not go on believing the data is backed up when it is not known.
 */
export function hasDailyBackup(listJson: string): boolean {
  const answer = JSON.parse(listJson) as { status?: string; result?: unknown };
  if (answer.status !== 'success' || !Array.isArray(answer.result))
    throw new Error(`firebase-tools did not list the backup schedules: ${listJson.slice(0, 200)}`);
  return answer.result.some(
    (schedule) =>
      typeof schedule === 'object' && schedule !== null && 'dailyRecurrence' in schedule,
  );
}
