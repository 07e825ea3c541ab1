import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit tests: plain React + happy-dom, without the federation plugin (remotes are mocked at the network). */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // Generous: CI machines have two cores and run every workspace's suite at once.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../vitest.setup.browser.ts'],
  },
});
