/** Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.sh installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How the browser tests and the bench run it. This machine has no internet: Chromium must not try
 * to reach Google's services. Playwright adds its own headless switch; Lighthouse is given one.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
