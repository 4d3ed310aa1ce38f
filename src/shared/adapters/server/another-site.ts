/**
 * Whether the browser says another site's page sent this request. A form's POST (URL-encoded, or
 * a beacon's text/plain) needs no preflight, so any page could make its visitors' browsers send
 * one here; their browsers name the sender in Sec-Fetch-Site and Origin, which no page can forge.
 * A browser that sends Sec-Fetch-Site is believed alone: `same-origin` is a page at the very
 * address the request went to, one of the site's own, whichever of its addresses (web.app, a
 * custom domain) the visitor is on. Only a browser too old to send it falls back on its Origin,
 * which must be `siteOrigin` (SITE_URL's). A request with neither (a script) is bounded by the
 * address's and relay's counts alone.
 */
export const isFromAnotherSite = (
  siteOrigin: string,
  origin?: string,
  fetchSite?: string,
): boolean =>
  fetchSite !== undefined
    ? fetchSite !== 'same-origin'
    : origin !== undefined && origin !== siteOrigin;

/**
 * The same question for a form the visitor posts themselves (the prerendered form, its answers'
 * forms): besides the site's own pages, a browser says `none` when the visitor reloads an answer
 * or goes Back to it, which posts the form again and which no other site can cause.
 */
export const isFormFromAnotherSite = (
  siteOrigin: string,
  origin?: string,
  fetchSite?: string,
): boolean => fetchSite !== 'none' && isFromAnotherSite(siteOrigin, origin, fetchSite);
