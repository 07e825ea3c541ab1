import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authResponse } from '@scriptorium/contracts/core';
import { users } from '../../../../src/db/schema/index.js';
import type { GoogleVerifier } from '../../../../src/services/auth/google.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';

/** A stand-in for Google: `good-<email>` is a valid token for that address, anything else is refused. */
const fakeGoogle: GoogleVerifier = {
  async verify(token) {
    const m = /^good-(.+)$/.exec(token);
    if (!m) return { ok: false, reason: 'The Google token is invalid or has expired.' };
    return { ok: true, email: m[1], name: 'Google Person', picture: 'https://example.com/p.png', sub: `sub-${m[1]}` };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { googleVerifier: fakeGoogle });
});
afterAll(async () => t?.close());

const google = (access_token: string) =>
  t.request({ method: 'POST', url: '/api/auth/social/google', payload: { access_token } });

describe('POST /api/auth/social/google', () => {
  it('creates a client for a new verified email and signs them in', async () => {
    const res = await google('good-new.person@example.com');
    expect(res.statusCode).toBe(200);
    const body = authResponse.parse(res.json());
    expect(body.user).toMatchObject({
      email: 'new.person@example.com',
      role: 'client',
      name: 'Google Person',
      profile_picture: 'https://example.com/p.png',
    });
    const rows = await t.app.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
    expect(rows).toHaveLength(1);
    expect((await google('good-new.person@example.com')).statusCode).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.email, 'new.person@example.com'))).toHaveLength(1);
  });

  it('signs an existing account in by its email', async () => {
    const res = await google('good-client@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'client@example.com', name: 'Chris Client' });
  });

  it("answers 422 with the verifier's reason when Google refuses the token", async () => {
    const res = await google('forged');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The Google token is invalid or has expired.',
      errors: { access_token: ['The Google token is invalid or has expired.'] },
    });
  });

  it('refuses every token when no GOOGLE_CLIENT_ID is configured (default verifier)', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request({
        method: 'POST',
        url: '/api/auth/social/google',
        payload: { access_token: 'anything' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Google sign-in is not enabled.');
    } finally {
      await plain.close();
    }
  });
});
