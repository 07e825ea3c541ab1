import { defineConfig } from 'vitest/config';

/** One vitest run over every workspace; each workspace also runs alone with `npm run test -w <folder>`. */
export default defineConfig({
  test: {
    projects: ['federation', 'contracts', 'shared-kit', 'api', 'shell', 'mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings', 'docs'],
  },
});
