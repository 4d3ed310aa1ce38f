/** What a mapper needs of a snapshot, the same in the web SDK and in the Admin SDK. */
export interface StoredSnapshot {
  ref: { path: string };
  data(): Record<string, unknown> | undefined;
}

/** Either SDK's Timestamp class: the one its snapshots hold. */
type TimestampClass = abstract new (...args: never[]) => { toDate(): Date };

/**
 * A document the server stamps with the moment it wrote it (a gauge's reading, a month's
 * report), through its mapper: undefined when there is none; the stamp as a Date when it is
 * the SDK's Timestamp, or undefined for the mapper to refuse.
 */
export function stampedDocumentOf<T>(
  snapshot: StoredSnapshot,
  stampField: string,
  timestamp: TimestampClass,
  map: (path: string, data: Record<string, unknown>, stamp: Date | undefined) => T,
): T | undefined {
  const data = snapshot.data();
  if (data === undefined) return undefined;
  const stamp = data[stampField];
  return map(snapshot.ref.path, data, stamp instanceof timestamp ? stamp.toDate() : undefined);
}
