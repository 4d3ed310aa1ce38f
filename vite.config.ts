import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { licensesPlugin } from './build/licenses-plugin';
import { readAppConfig } from './src/app/app-config';

export default defineConfig(({ mode }) => {
  // A missing or contradictory configuration fails `npm run build` and `npm run dev` with a clear message.
  readAppConfig(loadEnv(mode, process.cwd(), 'VITE_'));

  return {
    plugins: [react(), licensesPlugin()],
    build: { target: 'es2022' },
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: ['tests/setup/vitest-setup.ts'],
            include: ['tests/{unit,contract,ui,app,build}/**/*.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          test: {
            name: 'emulator',
            environment: 'node',
            include: ['tests/emulator/**/*.test.{ts,tsx}'],
            globalSetup: ['tests/emulator/support/firestore-emulator-global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
