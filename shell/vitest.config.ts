import { browserTests } from '../shared-kit/vitest.preset.js';

/** Unit tests of the shell (whole-shell renders load every layout lazily). */
export default browserTests({ asyncUtilTimeout: 15_000, testTimeout: 60_000 });
