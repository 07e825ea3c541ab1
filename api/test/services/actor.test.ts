/**
 * Services take the acting user and typed input, not a request (docs/architecture.md API): called here without HTTP,
 * with an `Actor` built by hand, they check, change and write the audit row (IP and device from the
 * actor) exactly as through their routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { logs, users } from '../../src/db/schema/index.js';
import { authUserById, type Actor } from '../../src/core/auth/current-user.js';
import { approveOrder } from '../../src/services/orders/work.js';
import { updateOwnProfile } from '../../src/services/users/profile.js';
import { setWriterState } from '../../src/services/users/manage.js';
import { serviceDeps } from '../../src/routes/deps.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function actorFor(email: string): Promise<Actor> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { ...(await authUserById(t.app.db, row.id))!, ip: '203.0.113.7', userAgent: FIREFOX_LINUX };
}

describe('services called without HTTP', () => {
  it('change and audit as the actor, with its IP and device', async () => {
    const me = await actorFor('client@example.com');
    const user = await updateOwnProfile(serviceDeps(t.app), me, {
      name: 'Direct Call',
      email: 'client@example.com',
      phone: null,
    });
    expect(user).toMatchObject({ id: me.id, name: 'Direct Call' });
    const [row] = await t.app.db
      .select()
      .from(logs)
      .where(and(eq(logs.user_id, me.id), eq(logs.type, 'profile_updated')));
    expect(row).toMatchObject({
      log: 'Direct Call updated their details',
      ip_address: '203.0.113.7',
      device: 'Linux - Firefox',
    });
  });

  it('answer with the same 404/422 errors as their routes', async () => {
    const admin = await actorFor('admin@example.com');
    await expect(setWriterState(serviceDeps(t.app), admin, 2_000_000_000, 'active')).rejects.toMatchObject({
      statusCode: 404,
    });
    const client = await actorFor('client@example.com');
    await expect(setWriterState(serviceDeps(t.app), admin, client.id, 'suspended')).rejects.toMatchObject({
      statusCode: 422,
      errors: { status: ['Only writers can be approved, suspended or reactivated'] },
    });
    await expect(
      approveOrder(serviceDeps(t.app), client, 2_000_000_000, { comments: undefined }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
