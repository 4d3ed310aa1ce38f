import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { SEATS_COLLECTION, TALKS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import { FUNCTION_NAMES, SERVER_REGION } from '../../src/server/server-region';

/** The server's Firestore triggers: each function's name, what runs it and on which documents. */
const TRIGGERS = [
  {
    functionName: FUNCTION_NAMES.deliverQueuedMail,
    event: 'created',
    document: `${OUTBOX_COLLECTION}/{messageId}`,
  },
  {
    functionName: FUNCTION_NAMES.settleSeats,
    event: 'written',
    document: `${APPLICATIONS_COLLECTION}/{applicationId}`,
  },
  {
    functionName: FUNCTION_NAMES.keepNameKeys,
    event: 'written',
    document: `${APPLICATIONS_COLLECTION}/{applicationId}`,
  },
  {
    functionName: FUNCTION_NAMES.inviteToTalk,
    event: 'created',
    document: `${TALKS_COLLECTION}/{talkId}/${SEATS_COLLECTION}/{applicationId}`,
  },
];

/**
 * Tells Google's Firestore jar about the server's triggers, as firebase-tools does for the
 * Firestore emulator it starts itself (it does not for a jar started apart): a create then
 * reaches the Functions emulator named by the jar's --functions_emulator.
 */
export async function registerFirestoreTriggers(jarHost: string, projectId: string) {
  for (const { functionName, event, document } of TRIGGERS) {
    const id = `${SERVER_REGION}-${functionName}-0`;
    const url = `http://${jarHost}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${id}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventType: `google.cloud.firestore.document.v1.${event}`,
        database: '(default)',
        namespace: '(default)',
        document: { value: document, matchType: 'PATH_PATTERN' },
      }),
    });
    if (!response.ok)
      throw new Error(`The Firestore jar refused trigger ${id}: ${await response.text()}`);
  }
}

/** Runs a scheduled function once, as Cloud Scheduler would (the emulator has no scheduler). */
export async function runSchedule(functionsUrl: string, projectId: string, functionName: string) {
  const id = `${SERVER_REGION}-${functionName}-0`;
  const response = await fetch(`${functionsUrl}/functions/projects/${projectId}/triggers/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Schedule ${functionName} failed: ${response.status}`);
}
