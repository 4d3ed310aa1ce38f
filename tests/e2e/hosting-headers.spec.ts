import { e2eEnv } from './support/e2e-env';
import { expect, test } from './support/test';

const SITES = ['demoUrl', 'firestoreUrl'] as const;

/** Directive name to its values, from a Content-Security-Policy header. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

for (const site of SITES) {
  test(`serves the ${site === 'demoUrl' ? 'demo' : 'Firestore'} build with the production security headers`, async ({
    request,
  }) => {
    const response = await request.get(`${e2eEnv(site)}/`);
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? '');

    expect(response.ok()).toBe(true);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const name of ['script-src', 'style-src']) {
      const values = csp.get(name) ?? [];
      expect(values[0]).toBe("'self'");
      expect(
        values.slice(1).every((value) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(value)),
        `${name}: ${values.join(' ')}`,
      ).toBe(true);
    }
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // With a server the prerendered form posts itself to the intake; the demo has nowhere to.
    expect(csp.get('form-action')).toEqual(site === 'demoUrl' ? ["'none'"] : ["'self'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
}

test('lets the Firestore build talk to its Firestore and Auth and nothing else, and the demo to nobody', async ({
  request,
}) => {
  const connect = async (site: (typeof SITES)[number]) =>
    directives(
      (await request.get(`${e2eEnv(site)}/`)).headers()['content-security-policy'] ?? '',
    ).get('connect-src');
  expect(await connect('demoUrl')).toEqual(["'self'"]);
  expect(await connect('firestoreUrl')).toEqual([
    "'self'",
    `http://${e2eEnv('switchedHost')}`,
    `http://${e2eEnv('authHost')}`,
  ]);
});

test('refuses to be framed by another site', async ({ browser }) => {
  // A page of its own, outside the CSP watch: the refusal is itself a CSP violation.
  const page = await browser.newPage();
  await page.route('http://attacker.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/own-form')
        ? '<form><input name="dui"></form>'
        : `<h1>Otro sitio</h1><iframe id="ours" src="${e2eEnv('demoUrl')}/"></iframe><iframe id="control" src="/own-form"></iframe>`,
    }),
  );

  await page.goto('http://attacker.example/');
  await page.waitForLoadState('networkidle');

  // The control frame shows that a frameable page does load here; ours stays empty.
  await expect(page.frameLocator('#control').locator('form')).toHaveCount(1);
  await expect(page.frameLocator('#ours').locator('form')).toHaveCount(0);
  const ours = await (await page.locator('#ours').elementHandle())?.contentFrame();
  expect(ours?.url()).toBe('chrome-error://chromewebdata/');
  await page.close();
});
