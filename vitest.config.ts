import { defineConfig } from 'vitest/config';

/** One vitest run over every workspace; each workspace also runs alone with `npm run test -w <folder>`. */
export default defineConfig({
  test: {
    // A test file per core. Vitest's own default leaves one core to its main process, which on the
    // two-core machines CI runs on means one file at a time (its main process does little meanwhile).
    maxWorkers: '100%',
    projects: [
      'federation',
      'contracts',
      'shared-kit',
      'api',
      'shell',
      'mf-auth',
      'mf-orders',
      'mf-users',
      'mf-payments',
      'mf-settings',
      'docs',
    ],
  },
});
