import { browserTests } from '../shared-kit/vitest.preset.js';

/** Unit tests of the mf-orders remote (screens load antd parts and the kit's lazy pieces on first render). */
export default browserTests({ asyncUtilTimeout: 8000 });
