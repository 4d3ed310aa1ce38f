/**
 * Whether the browser says another site's page sent this request. A form's POST (URL-encoded, or
 * a beacon's text/plain) needs no preflight, so any page could make its visitors' browsers send
 * one here; their browsers name the sender in Sec-Fetch-Site and Origin, which no page can forge.
 * A request with neither (a script, an old browser) is bounded by the address's and relay's counts
 * alone. `siteOrigin`: the site's own (SITE_URL's).
 */
export const isFromAnotherSite = (
  siteOrigin: string,
  origin?: string,
  fetchSite?: string,
): boolean =>
  (fetchSite !== undefined && fetchSite !== 'same-origin') ||
  (origin !== undefined && origin !== siteOrigin);
