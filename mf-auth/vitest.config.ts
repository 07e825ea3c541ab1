import { browserTests } from '../shared-kit/vitest.preset.js';

/** Unit tests of the mf-auth remote (the kit's AutoForm loads on first render: room for slow machines). */
export default browserTests({ asyncUtilTimeout: 5000 });
