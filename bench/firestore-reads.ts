import { httpResponses } from './http-responses';

/** What a browser received from Firestore, read the way Firestore bills it. */
export interface FirestoreReads {
  /**
   * Bytes from Firestore to the browser: status lines, headers and bodies, as sent (the emulator
   * does not compress).
   */
  bytes: number;
  /** Documents delivered, by collection (`Applications`, `Staff`): each is one billed read. */
  documents: Record<string, number>;
  /** What each count query counted: billed one read per 1,000 counted, at least one. */
  counts: number[];
}

export const billedReads = ({ documents, counts }: FirestoreReads): number =>
  Object.values(documents).reduce((total, count) => total + count, 0) +
  counts.reduce((total, counted) => total + Math.max(1, Math.ceil(counted / 1000)), 0);

/**
 * Counts documents in what each connection received: Listen's WebChannel stream (frames of
 * `length\n[json]`, `documentChange` entries) and one-shot JSON answers (RunQuery's `document`,
 * BatchGetDocuments' `found`, RunAggregationQuery's `result`).
 */
export function firestoreReads(connections: Buffer[]): FirestoreReads {
  const reads: FirestoreReads = { bytes: 0, documents: {}, counts: [] };
  for (const received of connections) {
    reads.bytes += received.length;
    for (const { body } of httpResponses(received))
      for (const message of messagesIn(body.toString('utf8'))) tally(message, reads);
  }
  return reads;
}

function messagesIn(body: string): unknown[] {
  if (body.trimStart().startsWith('[')) return parsedOrNothing(body);
  // A WebChannel stream; its frame lengths count UTF-16 units, as JavaScript strings do.
  const messages: unknown[] = [];
  let position = 0;
  for (;;) {
    const newline = body.indexOf('\n', position);
    const length = Number(body.slice(position, newline));
    if (newline < 0 || !Number.isInteger(length) || newline + 1 + length > body.length)
      return messages;
    messages.push(...parsedOrNothing(body.slice(newline + 1, newline + 1 + length)));
    position = newline + 1 + length;
  }
}

function parsedOrNothing(json: string): unknown[] {
  try {
    return [JSON.parse(json)];
  } catch {
    return [];
  }
}

/** `projects/p/databases/(default)/documents/Applications/SOL1234` is in `Applications`. */
function countDocument(name: string | undefined, reads: FirestoreReads): void {
  const collection = name?.split('/documents/')[1]?.split('/').at(-2) ?? '?';
  reads.documents[collection] = (reads.documents[collection] ?? 0) + 1;
}

/** The parts of Firestore's answers that are billed as reads. */
interface FirestoreMessage {
  documentChange?: { document?: { name?: string }; targetIds?: number[] };
  document?: { name?: string };
  readTime?: string;
  found?: { name?: string };
  result?: { aggregateFields?: Record<string, { integerValue?: string }> };
}

/** Walks a message, never into a document's own fields (a map field may have any key). */
function tally(value: unknown, reads: FirestoreReads): void {
  if (Array.isArray(value)) return value.forEach((item) => tally(item, reads));
  if (typeof value !== 'object' || value === null) return;
  const { documentChange, document, readTime, found, result } = value as FirestoreMessage;
  // A change that only takes a document out of the query (`removedTargetIds`) reads nothing.
  if (documentChange?.targetIds?.length) countDocument(documentChange.document?.name, reads);
  else if (document && readTime !== undefined) countDocument(document.name, reads);
  else if (found) countDocument(found.name, reads);
  else if (result?.aggregateFields)
    for (const field of Object.values(result.aggregateFields))
      reads.counts.push(Number(field.integerValue ?? 0));
  for (const [key, child] of Object.entries(value))
    if (key !== 'fields' && key !== 'document' && key !== 'found') tally(child, reads);
}
