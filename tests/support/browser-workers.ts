/** How many browser tests run at once (playwright.config.ts): the machine has two cores. */
export const BROWSER_WORKERS = 2;
