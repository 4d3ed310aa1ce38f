import { SERVER_REGION } from './server-region';
import { serverParams } from './server-settings';

/**
 * The schedules that queue e-mail to staff (the purge's report, the digest, the gauge's alert) on
 * the office's clock: run again up to three times, ten minutes apart, when they fail (each one's
 * outbox ids make a second run queue nothing twice), with the address key their composition
 * reads (readReportSettings).
 */
export const reportingJobOptions = {
  region: SERVER_REGION,
  timeZone: 'America/El_Salvador',
  retryCount: 3,
  minBackoffSeconds: 600,
  secrets: [serverParams.addressKeySecret],
  memory: '256MiB' as const,
};
