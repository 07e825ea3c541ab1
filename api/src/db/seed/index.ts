/**
 * Start-up seeding: defaults always, demo data only when asked. Safe to run at every start.
 */
import type { Executor } from '../client.js';
import { seedDefaults } from './defaults.js';
import { seedDemo } from './demo.js';

export { DEMO_PASSWORD, DEMO_USERS } from './demo.js';
export { OPERATIONS_DEPARTMENT } from './defaults.js';

/** Seeds settings, templates and the Operations department; with `demo`, also the demo users and orders. */
export async function seedDatabase(db: Executor, opts: { demo: boolean; publicUrl: string }): Promise<void> {
  await seedDefaults(db, { publicUrl: opts.publicUrl });
  if (opts.demo) await seedDemo(db);
}
