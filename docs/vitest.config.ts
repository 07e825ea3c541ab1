import { defineConfig } from 'vitest/config';

/** Tests of the repository's own docs and the references to them. */
export default defineConfig({
  test: { name: 'docs', environment: 'node', include: ['**/*.test.ts'] },
});
