/**
 * Where the server answers the applicant's status links: a Hosting rewrite to the status pages'
 * function (build/firebase-config.ts reads it too, so this file imports nothing).
 */
export const STATUS_PAGES_PATH = '/estado';
