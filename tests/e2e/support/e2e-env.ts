/** Environment variables through which the global set-up tells the tests where things run. */
export const E2E_ENV = {
  demoUrl: 'PRIMER_PASO_E2E_DEMO_URL',
  firestoreUrl: 'PRIMER_PASO_E2E_FIRESTORE_URL',
  emulatorHost: 'PRIMER_PASO_E2E_EMULATOR_HOST',
  authHost: 'PRIMER_PASO_E2E_AUTH_HOST',
  switchedHost: 'PRIMER_PASO_E2E_SWITCHED_HOST',
  switchControl: 'PRIMER_PASO_E2E_SWITCH_CONTROL',
  functionsUrl: 'PRIMER_PASO_E2E_FUNCTIONS_URL',
  /** Where the SMTP sink writes each message it takes, as an .eml file. */
  mailDir: 'PRIMER_PASO_E2E_MAIL_DIR',
} as const;

/**
 * The server's limits in the browser tests: a few per address (each test sends from an address
 * of its own), and a whole-intake limit no ordinary run reaches (the review test fills it).
 */
export const E2E_INTAKE_LIMITS = { perAddress: 3, wholeIntake: 500 };

export const E2E_PROJECT_ID = 'demo-primer-paso';

export function e2eEnv(key: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[key]];
  if (!value)
    throw new Error(
      `${E2E_ENV[key]} is not set: run the browser tests through playwright.config.ts.`,
    );
  return value;
}
