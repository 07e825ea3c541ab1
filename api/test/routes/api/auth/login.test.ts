import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ALL_PERMISSIONS, authResponse } from '@scriptorium/contracts/core';
import { logs, users } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it('signs the admin in with a token and the user carrying every permission', async () => {
    const res = await login({ email: 'admin@example.com', password: 'password' });
    expect(res.statusCode).toBe(200);
    const body = authResponse.parse(res.json());
    expect(body.status).toBe('success');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email: 'admin@example.com', role: 'admin', department: { name: 'Operations' } });
    expect([...body.user.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('accepts the email in any case', async () => {
    const res = await login({ email: 'Client@Example.com', password: 'password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'client', permissions: [] });
  });

  it('answers 422 on email for a wrong password or an unknown email, with the same message', async () => {
    for (const payload of [
      { email: 'admin@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'password' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Invalid email or password',
        errors: { email: ['Invalid email or password'] },
      });
    }
  });

  it('answers 422 per field when fields are missing or malformed', async () => {
    const res = await login({ email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Enter a valid email address'],
      password: ['Password field is required'],
    });
  });

  it('answers 400 {message} to malformed JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses a pending writer and a suspended user with a clear message', async () => {
    await t.app.db.update(users).set({ status: 'pending' }).where(eq(users.email, 'writer@example.com'));
    let res = await login({ email: 'writer@example.com', password: 'password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/awaiting approval/);

    await t.app.db.update(users).set({ status: 'suspended' }).where(eq(users.email, 'writer@example.com'));
    res = await login({ email: 'writer@example.com', password: 'password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/suspended/);

    await t.app.db.update(users).set({ status: 'active' }).where(eq(users.email, 'writer@example.com'));
    expect((await login({ email: 'writer@example.com', password: 'password' })).statusCode).toBe(200);
  });

  it('writes a login row to the audit log with the IP and "OS - Browser"', async () => {
    await login({ email: 'client@example.com', password: 'password' }, { 'user-agent': CHROME_LINUX });
    const [last] = await t.app.db.select().from(logs).where(eq(logs.type, 'login')).orderBy(desc(logs.id)).limit(1);
    expect(last).toMatchObject({
      type: 'login',
      log: 'Chris Client signed in',
      ip_address: '127.0.0.1',
      device: 'Linux - Chrome',
    });
  });
});

describe('rate limit on sign-in', () => {
  it('answers 429 with the wait time once LOGIN_RATE_LIMIT attempts per minute are used', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@example.com', password: 'wrong' },
          remoteAddress: '10.1.2.3',
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(422);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
      // Another address is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password: 'password' },
        remoteAddress: '10.9.9.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
