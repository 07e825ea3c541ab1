import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { authResponse, userSchema } from '@scriptorium/contracts/core';
import { logs, outbox } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const register = (payload: object) => t.request({ method: 'POST', url: '/api/auth/register', payload });
const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '254700111222',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

describe('POST /api/auth/register', () => {
  it('creates a client, signs them in and mails a welcome', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(200);
    const body = authResponse.parse(res.json());
    expect(body.user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'client',
      permissions: [],
    });

    const me = await t.request({ method: 'GET', url: '/api/auth/user', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json()).email).toBe('grace@example.com');

    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, 'grace@example.com'));
    expect(mail).toMatchObject({ slug: 'welcome', subject: 'Welcome to Scriptorium' });
    const [log] = await t.app.db.select().from(logs).orderBy(desc(logs.id)).limit(1);
    expect(log).toMatchObject({ type: 'register', user_id: body.user.id });
  });

  it('always registers a client, whatever role is sent', async () => {
    const res = await register({ ...valid, email: 'sneaky@example.com', role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('client');
  });

  it('refuses a taken email (any case) with 422 on email', async () => {
    const res = await register({ ...valid, email: 'CLIENT@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('answers 422 with a message per invalid field', async () => {
    const res = await register({ name: '', email: 'nope', password: 'short', password_confirmation: 'different' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['Name is required']);
    expect(errors.email).toEqual(['Enter a valid email address']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
  });

  it('answers 422 on password_confirmation when the passwords differ', async () => {
    const res = await register({ ...valid, email: 'mismatch@example.com', password_confirmation: 'something else' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['Password confirmation does not match'] });
  });
});
