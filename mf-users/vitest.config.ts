import { browserTests } from '../shared-kit/vitest.preset.js';

/** Unit tests of the mf-users remote (lazy DataTable/AutoForm and confirmation flows take a few renders). */
export default browserTests({ asyncUtilTimeout: 8000 });
