/**
 * Where the staff page is served; every address of its views starts so (staff-location.ts). The
 * build reads it too: Hosting's rewrite and the dev server send all of them to the page.
 */
export const STAFF_BASE = '/personal/';
