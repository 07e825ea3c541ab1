import { browserTests } from './vitest.preset.js';

/** Unit tests (happy-dom + Testing Library) and the DataTable benchmark of the kit. */
export default browserTests({
  name: 'shared-kit',
  setupFiles: ['./test/setup.ts'],
  benchInclude: ['bench/**/*.bench.{ts,tsx}'],
});
