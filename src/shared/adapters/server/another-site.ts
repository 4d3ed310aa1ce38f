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

/**
 * The same question for a form the visitor posts themselves (the prerendered form, its answers'
 * forms): a browser that names the sender (Sec-Fetch-Site) is believed alone, and besides the
 * site's own pages it says 'none' when the visitor reloads an answer or goes Back to it, which
 * posts the form again and which no other site can cause. Only a browser too old to say falls
 * back on its Origin. So the site's other addresses (web.app, a custom domain) send it too.
 */
export const isFormFromAnotherSite = (
  siteOrigin: string,
  origin?: string,
  fetchSite?: string,
): boolean =>
  fetchSite !== undefined
    ? fetchSite !== 'same-origin' && fetchSite !== 'none'
    : origin !== undefined && origin !== siteOrigin;
