import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit tests (happy-dom + Testing Library) and the DataTable benchmark of the kit. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'shared-kit',
    root: import.meta.dirname,
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    benchmark: { include: ['bench/**/*.bench.{ts,tsx}'] },
  },
});
