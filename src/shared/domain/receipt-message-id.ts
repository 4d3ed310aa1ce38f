/**
 * The outbox id of an applicant's receipt: the server queues it under this id (so a retry queues
 * it once) and the inbox reads where it stands by the same id (firestore.rules let staff get it).
 */
export const receiptMessageId = (applicationId: string): string => `${applicationId}-acuse`;
