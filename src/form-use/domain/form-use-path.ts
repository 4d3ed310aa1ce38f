/**
 * Where the page's beacon goes, on the site's own origin: a Hosting rewrite to the `formUse`
 * function (build/firebase-config.ts reads it too, so this file imports nothing).
 */
export const FORM_USE_PATH = '/api/uso';
