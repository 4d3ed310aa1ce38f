import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test, with every page watched for Content-Security-Policy violations: the pages
 * are served with their production headers, and any inline code or host the policy does not
 * allow fails the test that loaded it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
