import { PASSKEYS_FUNCTION } from '../passkeys/domain/passkey-service.ts';
import { TEAM_FUNCTION } from '../team/domain/team-service.ts';

/**
 * Where the functions run, and their names: the Hosting rewrite (build/firebase-config.ts), the
 * emulator's trigger paths in the tests and `npm run stack` read them from here. us-central1:
 * the nearest region to El Salvador with Firebase's lowest prices (docs/deploying.md).
 */
export const SERVER_REGION = 'us-central1';

export const FUNCTION_NAMES = {
  intake: 'intake',
  deliverQueuedMail: 'deliverQueuedMail',
  retryQueuedMail: 'retryQueuedMail',
  monthlyPurge: 'monthlyPurge',
  dailyDigest: 'dailyDigest',
  measureNumberSpace: 'measureNumberSpace',
  settleSeats: 'settleSeats',
  keepNameKeys: 'keepNameKeys',
  inviteToTalk: 'inviteToTalk',
  talkPages: 'talkPages',
  formUse: 'formUse',
  statusPages: 'statusPages',
  team: TEAM_FUNCTION,
  passkeys: PASSKEYS_FUNCTION,
} as const;
