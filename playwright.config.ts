import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';
import { BROWSER_WORKERS } from './tests/support/browser-workers';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: BROWSER_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  // A ceiling, not a wait: a staff journey signs in (a password, then a passkey) once or twice
  // and reads several screens; on two busy cores such a test took up to 48 s where alone it
  // takes 20. Each step still waits on what it means to see.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'es-SV',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'demo',
      testMatch: /(demo|staff-demo|accessibility|look|hosting-headers|visitor-trips)\.spec\.ts/,
    },
    {
      name: 'firestore',
      testMatch:
        /\/(firestore|server-intake|server-attack|status-page|form-without-javascript|passkeys-firestore)\.spec\.ts/,
    },
    // Equipo invites, signs in and takes away accounts of its own, and waits for its e-mail: alone,
    // before the staff tests, whose thousands of writes keep the emulator's triggers (the outbox's
    // among them) busy for minutes afterwards.
    {
      name: 'team-firestore',
      testMatch: /team-firestore\.spec\.ts/,
      dependencies: ['firestore'],
    },
    // Writes many applications with numbers of its choosing: after the public page's tests.
    {
      name: 'staff-firestore',
      testMatch: /staff-firestore\.spec\.ts/,
      dependencies: ['team-firestore'],
    },
    // A purge erases whatever has expired in the shared emulator: alone, after the other staff
    // tests.
    {
      name: 'privacy-firestore',
      testMatch: /privacy-firestore\.spec\.ts/,
      dependencies: ['staff-firestore'],
    },
    // Turns the mail server off and fills the whole intake's hour: alone, after the others.
    {
      name: 'server-outage',
      testMatch: /server-outage\.spec\.ts/,
      dependencies: ['privacy-firestore'],
    },
    // Stops the mail server too, and rewrites Estado's last measurement: alone, after it.
    {
      name: 'health-outage',
      testMatch: /health-outage\.spec\.ts/,
      dependencies: ['server-outage'],
    },
    // Cuts the emulator off, so it runs only after the other Firestore tests are done.
    {
      name: 'firestore-outage',
      testMatch: /\/outage\.spec\.ts/,
      dependencies: ['health-outage'],
    },
  ],
});
