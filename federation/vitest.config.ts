import { defineConfig } from 'vitest/config';

/** Tests of the federation build setup (they run real `vite build`s of small fixtures). */
export default defineConfig({
  test: { name: 'federation', environment: 'node', include: ['**/*.test.ts'], testTimeout: 60_000 },
});
