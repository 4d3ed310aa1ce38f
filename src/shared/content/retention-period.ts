/**
 * How long an application that did not end in membership is kept, and how often the purge runs
 * (by itself on the server, src/server/privacy/monthly-purge-function.ts; an admin's button for one
 * now). One place: the privacy notice's text says it, and both purges count with it.
 * firestore.rules holds the fewest days this many calendar months can have (365 for 12): change
 * both together (docs/privacy.md).
 */
export const retentionPeriod = {
  months: 12,
  /** How often what has expired is deleted: the server's schedule (the 1st of each month). */
  purgeEvery: 'cada mes',
} as const;

/**
 * How long an erased application's number stays taken by its erasure record, so that someone who
 * comes back with an old receipt is told what happened to it rather than shown another person's
 * application; then the same purge deletes the record and the number is free again. Calendar
 * months, as the retention period. firestore.rules holds the fewest days they can have (730 for
 * 24): change both together (docs/privacy.md).
 */
export const numberQuarantine = {
  months: 24,
} as const;
