import type { Clock } from '../../shared/domain/clock';
import { officeYear } from '../../shared/domain/office-date-time';

/** Marks the footer's year (site-footer.tsx) for the page's script to bring up to date. */
export const OFFICE_YEAR_ATTRIBUTE = 'data-office-year';

/**
 * The footer's © year, on the office's calendar (its time zone, as the receipt's date) on the day
 * of the visit. The page is prerendered when the site is built, so its HTML says the year of the
 * build; the footer is static HTML that React never hydrates, so the page's script sets the text
 * itself, with no hydration to disagree with. Without the script the build's year stays.
 */
export function showOfficeYear(page: Document, clock: Clock): void {
  const year = String(officeYear(clock.now()));
  for (const element of page.querySelectorAll(`[${OFFICE_YEAR_ATTRIBUTE}]`))
    if (element.textContent !== year) element.textContent = year;
}
