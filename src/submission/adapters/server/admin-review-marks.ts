import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { REVIEW_MARKS_COLLECTION } from '../submission-collections';
import type { ApplicationId } from '../../../applications/domain/application-id';
import type { ReviewMarks, ReviewReason } from '../../domain/intake-review';

/** ReviewMarks/{SOL id}: `markedAt` and why; the application's own document is not touched. */
export class AdminReviewMarks implements ReviewMarks {
  constructor(private readonly db: Firestore) {}

  async mark(id: ApplicationId, at: Date, reason: ReviewReason): Promise<void> {
    await this.db
      .collection(REVIEW_MARKS_COLLECTION)
      .doc(id)
      .set({ reason, markedAt: Timestamp.fromDate(at) });
  }
}
