import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { logs, outbox } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const forgot = (email: string) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: object) => t.request({ method: 'POST', url: '/api/auth/reset-password', payload });

/** The reset link of the latest mail to `email`, parsed. */
async function lastResetLink(email: string): Promise<URL> {
  const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.body)?.[1];
  if (!link) throw new Error(`no reset link in: ${mail.body}`);
  return new URL(link);
}

describe('password reset', () => {
  it('mails a reset link {PUBLIC_URL}/reset-password?token=…&email=… and answers 200', async () => {
    const res = await forgot('client@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Reset link sent to your email' });
    const link = await lastResetLink('client@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/reset-password`);
    expect(link.searchParams.get('email')).toBe('client@example.com');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await forgot('ghost@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Reset link sent to your email' });
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, 'ghost@example.com'))).toHaveLength(0);
  });

  it('resets the password once: the new one signs in, the old one and the old sessions stop working', async () => {
    const oldSession = await t.login('writer@example.com');
    await forgot('writer@example.com');
    const link = await lastResetLink('writer@example.com');
    const payload = {
      token: link.searchParams.get('token'),
      email: 'writer@example.com',
      password: 'brand new pass',
      password_confirmation: 'brand new pass',
    };

    const first = await reset(payload);
    expect(first.statusCode).toBe(200);
    const second = await reset(payload);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);

    await expect(t.login('writer@example.com', 'password')).rejects.toThrow(/422/);
    expect(await t.login('writer@example.com', 'brand new pass')).toBeTruthy();
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: oldSession })).statusCode).toBe(401);
    const [log] = await t.app.db.select().from(logs).where(eq(logs.type, 'password_reset'));
    expect(log.log).toBe('Wanjiru Writer reset their password');
  });

  it('refuses a made-up token and mismatched passwords with 422', async () => {
    const bad = await reset({
      token: 'x'.repeat(43),
      email: 'client@example.com',
      password: 'whatever1',
      password_confirmation: 'whatever1',
    });
    expect(bad.statusCode).toBe(422);
    const mismatch = await reset({
      token: 'x',
      email: 'client@example.com',
      password: 'whatever1',
      password_confirmation: 'whatever2',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(['Password confirmation does not match']);
  });
});
