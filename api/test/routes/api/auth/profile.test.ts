import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { formData, PNG_1PX, unique } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(async () => t?.close());

/** A fresh client, signed in; returns its token and email. */
async function newClient(): Promise<{ token: string; email: string; id: number }> {
  const email = `me-${unique()}@example.com`;
  const res = await t.request({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: { name: 'Mo Profile', email, password: 'password1', role: 'client' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: await t.login(email, 'password1'), email, id: res.json().user.id };
}

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/user', token });

describe('POST /api/auth/user (Edit Profile)', () => {
  it('saves my name, email and phone with "Your details updated successfully"', async () => {
    const { token } = await newClient();
    const email = `renamed-${unique()}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/user',
      token,
      payload: { name: 'Mo Renamed', email, phone: '+254712999888' },
    });
    expect(res.json()).toMatchObject({
      message: 'Your details updated successfully',
      user: { name: 'Mo Renamed', email, phone: '+254712999888', country_code: 'KE' },
    });
    expect((await me(token)).json()).toMatchObject({ name: 'Mo Renamed', email });
  });

  it('answers 422 to an email in use, a bad phone and a missing name', async () => {
    const { token } = await newClient();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/user',
      token,
      payload: { email: 'writer@example.com', phone: 'abc' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'phone']);
    const dup = await t.request({
      method: 'POST',
      url: '/api/auth/user',
      token,
      payload: { name: 'Mo', email: 'writer@example.com' },
    });
    expect(dup.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });
});

describe('POST /api/auth/reset (Change Password)', () => {
  it('changes my password, keeps this session and ends the others', async () => {
    const { token, email } = await newClient();
    const other = await t.login(email, 'password1');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset',
      token,
      payload: {
        old_password: 'password1',
        new_password: 'brand-new-pass',
        new_password_confirmation: 'brand-new-pass',
      },
    });
    expect(res.json()).toEqual({ message: 'Your password updated successfully' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await t.login(email, 'brand-new-pass')).toEqual(expect.any(String));
  });

  it.each([
    [
      'a wrong old password',
      { old_password: 'nope-nope', new_password: 'brand-new-pass', new_password_confirmation: 'brand-new-pass' },
      { old_password: ['The old password is incorrect'] },
    ],
    [
      'a weak new password',
      { old_password: 'password1', new_password: 'short', new_password_confirmation: 'short' },
      { new_password: ['Password must be at least 8 characters'] },
    ],
    [
      'a mismatched confirmation',
      { old_password: 'password1', new_password: 'brand-new-pass', new_password_confirmation: 'brand-new-pasS' },
      { new_password_confirmation: ['Password confirmation does not match'] },
    ],
  ])('answers 422 to %s', async (_name, payload, errors) => {
    const { token } = await newClient();
    const res = await t.request({ method: 'POST', url: '/api/auth/reset', token, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });
});

describe('POST /api/auth/profile-picture', () => {
  it('stores an image and serves the same bytes at the URL on my profile, publicly', async () => {
    const { token, id } = await newClient();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/profile-picture',
      token,
      payload: formData({}, [{ field: 'profile_picture', name: 'me.txt', content: PNG_1PX }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your profile picture updated successfully' });
    const url = res.json().user.profile_picture as string;
    expect(url).toMatch(new RegExp(`^/api/users/${id}/profile-picture/.+\\.png$`));
    expect((await me(token)).json().profile_picture).toBe(url);

    const picture = await t.request({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG_1PX)).toBe(true);
    const current = await t.request({ method: 'GET', url: `/api/users/${id}/profile-picture` });
    expect(current.rawPayload.equals(PNG_1PX)).toBe(true);

    // A new picture replaces the old one; the old URL no longer serves anything.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/profile-picture',
      token,
      payload: formData({}, [{ field: 'profile_picture', name: 'me.png', content: gif }]),
    });
    expect(again.json().user.profile_picture).toMatch(/\.gif$/);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: again.json().user.profile_picture })).rawPayload.equals(gif)).toBe(
      true,
    );
  });

  it('refuses a file that is not an image whatever its name, a missing file, and a file over 5 MB', async () => {
    const { token } = await newClient();
    const fake = await t.request({
      method: 'POST',
      url: '/api/auth/profile-picture',
      token,
      payload: formData({}, [
        {
          field: 'profile_picture',
          name: 'me.png',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          type: 'image/png',
        },
      ]),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({
      profile_picture: ['The profile picture must be a JPEG, PNG, GIF or WebP image'],
    });
    const none = await t.request({ method: 'POST', url: '/api/auth/profile-picture', token, payload: {} });
    expect(none.json().errors).toEqual({ profile_picture: ['Choose an image to upload'] });
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const huge = await t.request({
      method: 'POST',
      url: '/api/auth/profile-picture',
      token,
      payload: formData({}, [{ field: 'profile_picture', name: 'big.png', content: big, type: 'image/png' }]),
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ profile_picture: ['The profile picture may not be larger than 5 MB'] });
    expect((await me(token)).json().profile_picture).toBeNull();
  });

  it('answers 404 for a user without a picture', async () => {
    const { id } = await newClient();
    expect((await t.request({ method: 'GET', url: `/api/users/${id}/profile-picture` })).statusCode).toBe(404);
  });
});
