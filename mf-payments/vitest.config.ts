import { browserTests } from '../shared-kit/vitest.preset.js';

/** Unit tests of the mf-payments remote. */
export default browserTests();
