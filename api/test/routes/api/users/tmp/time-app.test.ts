import { it } from 'vitest';
import { createTestApp } from '../../../../helpers/test-app.js';
it('time', async () => {
  const t0 = Date.now();
  try { const t = await createTestApp(); console.log('ready in', Date.now() - t0); await t.close(); } catch (e) { console.log('failed after', Date.now() - t0, String(e)); }
}, 120000);
