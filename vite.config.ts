import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { licensesPlugin } from './build/licenses-plugin';

export default defineConfig({
  plugins: [react(), licensesPlugin()],
  build: {
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
