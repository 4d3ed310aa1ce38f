/**
 * Where the server answers the applicant's links: a Hosting rewrite to the talks' page function
 * (build/firebase-config.ts reads it too, so this file imports nothing).
 */
export const TALK_PAGES_PATH = '/charla';
