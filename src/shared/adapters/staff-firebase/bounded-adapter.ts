import type { Firestore } from 'firebase/firestore';
import { boundedBy, type BoundedCall } from '../firestore/bounded-call';
import { STAFF_REQUEST_TIMEOUT_MS } from '../firestore/bounded-call';

/**
 * What the staff's Firestore adapters share: the signed-in database, and their one-shot calls
 * bounded by one time limit (STAFF_REQUEST_TIMEOUT_MS unless a test asks for less).
 */
export abstract class BoundedFirestoreAdapter {
  protected readonly bounded: BoundedCall;

  constructor(
    protected readonly db: Firestore,
    requestTimeoutMs: number = STAFF_REQUEST_TIMEOUT_MS,
  ) {
    this.bounded = boundedBy(requestTimeoutMs);
  }
}
