import { browserTests } from '../shared-kit/vitest.preset.js';

/** Unit tests of the mf-settings remote (lazy kit parts, and forms typed into key by key). */
export default browserTests({ asyncUtilTimeout: 8000, testTimeout: 30_000 });
