/**
 * How long an application that did not end in membership is kept, and how often an admin runs
 * the purge. One place: the privacy notice's text says it, and the staff page's purge
 * (src/pages/staff/container.ts) counts with it. firestore.rules holds the fewest days this many
 * calendar months can have (365 for 12): change both together (docs/privacy.md).
 */
export const retentionPeriod = {
  months: 12,
  /** How often an admin opens 'Privacidad' in the inbox and deletes what has expired. */
  purgeEvery: 'cada mes',
} as const;
