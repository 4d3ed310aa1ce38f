/**
 * How far the application's stored date may be from the moment its link names: the intake issues
 * the receipt's link with the moment it answers (its clock, before the write), while storage
 * dates the application when it commits it (the server's timestamp), within the intake's few
 * seconds. A number is given to someone else only after its application is gone, and its links
 * go with it (the seats' trigger); this is the check behind that.
 */
export const SUBMISSION_TOLERANCE_MS = 60_000;

/** Whether a stored application's date is the submission a link was issued for. */
export const isSameSubmission = (storedDate: Date, linkedAt: Date): boolean =>
  Math.abs(storedDate.getTime() - linkedAt.getTime()) <= SUBMISSION_TOLERANCE_MS;
