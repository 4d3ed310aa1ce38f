import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { MalformedDocumentError } from '../../domain/storage-errors';
import { isCount } from '../../domain/count';

/**
 * A write of ours not yet confirmed shows the time the SDK expects the server to give it, never
 * null.
 */
export const ESTIMATED_TIMES: SnapshotOptions = { serverTimestamps: 'estimate' };

/** One stored document as a mapper reads it: where it is (for errors), its id and its fields. */
export interface StoredDocument {
  path: string;
  id: string;
  data: DocumentData;
}

export function storedDocumentOf(snapshot: DocumentSnapshot): StoredDocument {
  return { path: snapshot.ref.path, id: snapshot.id, data: snapshot.data(ESTIMATED_TIMES) ?? {} };
}

/** What a field holds instead of what it should, in words that never include the value itself. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (value instanceof Timestamp) return 'a timestamp';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * Reads a stored document's fields for its mapper, each checked for what the domain relies on:
 * the first field that is missing or of the wrong type or value throws MalformedDocumentError,
 * which names the document and the field. Only the kind of what was found goes in the message.
 */
export class DocumentReader {
  constructor(private readonly document: StoredDocument) {}

  /** Whether the field is there at all (null counts as there). */
  has(field: string): boolean {
    return this.document.data[field] !== undefined;
  }

  string(field: string): string {
    const value = this.value(field);
    return typeof value === 'string' ? value : this.malformed(field, 'a string');
  }

  boolean(field: string): boolean {
    const value = this.value(field);
    return typeof value === 'boolean' ? value : this.malformed(field, 'a boolean');
  }

  /** How many of something: a whole number, zero or more. */
  count(field: string): number {
    const value = this.value(field);
    return isCount(value) ? value : this.malformed(field, 'a whole number, zero or more');
  }

  /** A Firestore timestamp, as the domain's Date. */
  date(field: string): Date {
    const value = this.value(field);
    return value instanceof Timestamp ? value.toDate() : this.malformed(field, 'a timestamp');
  }

  /** A list of strings each of a shape the domain gives (SOL numbers, say). */
  listOf<T extends string>(
    field: string,
    isValid: (item: string) => item is T,
    expected: string,
  ): T[] {
    const value = this.value(field);
    const items: unknown[] = Array.isArray(value) ? value : [];
    if (Array.isArray(value) && items.every((item) => typeof item === 'string' && isValid(item)))
      return items as T[];
    return this.malformed(field, `a list of ${expected}`);
  }

  /** One of the domain's own list of values (stages, reasons, roles…). */
  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const value = this.value(field);
    if (allowed.some((known) => known === value)) return value as T;
    const found = typeof value === 'string' ? 'another string' : kindOf(value);
    return this.malformed(field, `one of ${allowed.join(', ')}`, found);
  }

  /** Present, and null or one of the domain's values. */
  oneOfOrNull<T extends string>(field: string, allowed: readonly T[]): T | null {
    if (this.value(field) === null) return null;
    if (this.has(field)) return this.oneOf(field, allowed);
    return this.malformed(field, `null or one of ${allowed.join(', ')}`);
  }

  /** A timestamp, or nothing when the field is absent (one that only some documents have). */
  optionalDate(field: string): Date | null {
    return this.has(field) ? this.date(field) : null;
  }

  /** A string of a shape the domain gives (a SOL number, say). */
  applicationIdIn<T extends string>(field: string, isValid: (value: string) => value is T): T {
    const value = this.string(field);
    return isValid(value) ? value : this.malformed(field, 'a SOL number', 'another string');
  }

  /** A string or null, present or not (absent reads as null). */
  stringOrNull(field: string): string | null {
    return this.value(field) == null ? null : this.string(field);
  }

  /**
   * A map whose keys are among `keys` and whose values each pass `isValue`; absent reads as
   * empty.
   */
  mapOf<K extends string, V>(
    field: string,
    keys: readonly K[],
    isValue: (key: K, value: unknown) => value is V,
  ): Partial<Record<K, V>> {
    const value = this.value(field);
    if (value === undefined) return {};
    const entries =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(value)
        : undefined;
    const valid = entries?.every(
      ([key, item]) => keys.includes(key as K) && isValue(key as K, item),
    );
    if (!entries || !valid) return this.malformed(field, `a map of ${keys.join(', ')}`);
    return Object.fromEntries(entries) as Partial<Record<K, V>>;
  }

  /** The document's id, when the domain gives it a shape (a SOL number, say). */
  id<T extends string>(isValid: (id: string) => id is T, expected: string): T {
    if (isValid(this.document.id)) return this.document.id;
    throw new MalformedDocumentError(this.document.path, 'document id', `should be ${expected}`);
  }

  private value(field: string): unknown {
    return this.document.data[field];
  }

  private malformed(field: string, expected: string, found = kindOf(this.value(field))): never {
    const problem = `should be ${expected}, found ${found}`;
    throw new MalformedDocumentError(this.document.path, field, problem);
  }
}
