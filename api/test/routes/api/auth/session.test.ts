import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { userSchema } from '@scriptorium/contracts/core';
import { access_tokens, department_modules, departments, logs, users } from '../../../../src/db/schema/index.js';
import { hashToken } from '../../../../src/core/auth/tokens.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const me = (token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/auth/user?defaults=1', token, headers });

describe('GET /api/auth/user', () => {
  it('returns the user object itself, as contracts userSchema, with the writer balance in KSh', async () => {
    const res = await me(await t.login('writer@example.com'));
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({
      email: 'writer@example.com',
      role: 'writer',
      permissions: [],
      balance: 1500,
      unread_notifications: 1,
    });
  });

  it('treats "Bearer undefined", "Bearer null", a missing and an unknown token as signed out (401)', async () => {
    for (const authorization of ['Bearer undefined', 'Bearer null', '', 'Bearer not-a-real-token']) {
      const res = await me(undefined, authorization ? { authorization } : {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('refuses an expired token with 401', async () => {
    const token = await t.login('client@example.com');
    expect((await me(token)).statusCode).toBe(200);
    await t.app.db
      .update(access_tokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(access_tokens.token_hash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("applies a department change to an admin's permissions on the next request, without a new login", async () => {
    const [dept] = await t.app.db.insert(departments).values({ name: 'Support' }).returning();
    await t.app.db.insert(department_modules).values({
      department_id: dept.id,
      module: 'orders',
      permissions: ['orders.menu.view_orders', 'orders.inbox.view_inbox'],
    });
    const [admin] = await t.app.db
      .insert(users)
      .values({
        name: 'Sam Support',
        email: 'sam@example.com',
        role: 'admin',
        department_id: dept.id,
        password: (await t.app.db.select().from(users).where(eq(users.email, 'admin@example.com')))[0].password,
      })
      .returning();
    const token = await t.login('sam@example.com');
    expect(userSchema.parse((await me(token)).json()).permissions.sort()).toEqual([
      'orders.inbox.view_inbox',
      'orders.menu.view_orders',
    ]);

    await t.app.db
      .update(department_modules)
      .set({ permissions: ['orders.menu.view_orders', 'orders.order.assign_writer'] })
      .where(and(eq(department_modules.department_id, dept.id), eq(department_modules.module, 'orders')));
    const after = userSchema.parse((await me(token)).json());
    expect(after.permissions.sort()).toEqual(['orders.menu.view_orders', 'orders.order.assign_writer']);
    expect(after.department).toEqual({ name: 'Support' });
    expect(admin.is_super_admin).toBe(false);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: the same token then gets 401, another session keeps working', async () => {
    const token = await t.login('client@example.com');
    const other = await t.login('client@example.com');
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'logout successful' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(logs).where(eq(logs.type, 'logout'));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});
