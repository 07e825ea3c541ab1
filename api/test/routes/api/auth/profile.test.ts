/**
 * The signed-in person's own account: their details, password and picture (`/api/auth/user`, `/reset`,
 * `/profile-picture`), and their language. The API speaks English and Swahili: a request's language (saved
 * locale, else `lang` cookie, else Accept-Language, else English), its messages and field errors in it,
 * `POST /api/auth/locale`, and mail and notifications in the recipient's saved language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { notifications, outbox, users } from '../../../../src/db/schema/index.js';
import { notify } from '../../../../src/services/notifications/notify.js';
import { translateText } from '../../../../src/core/i18n/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { formData, PNG_1PX, unique } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(async () => t?.close());

/** A fresh client 'Mo Profile' (language never chosen), signed in; returns its token, email and id. */
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

/** `POST /api/auth/login` with an invalid body (a 422 with field errors) and these headers. */
const badLogin = (headers: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/auth/login', headers, payload: { email: 'not-an-email', password: '' } });

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

describe('the language of a request', () => {
  it('answers English by default, byte for byte as before', async () => {
    const res = await badLogin({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Enter a valid email address',
      errors: { email: ['Enter a valid email address'], password: ['Password field is required'] },
    });
  });

  it('answers Accept-Language: sw-KE in Swahili, field errors included', async () => {
    const res = await badLogin({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Weka barua pepe halali',
      errors: { email: ['Weka barua pepe halali'], password: ['Nenosiri linahitajika'] },
    });
  });

  it('reads the lang cookie before Accept-Language', async () => {
    const res = await badLogin({ cookie: 'theme=dark; lang=sw', 'accept-language': 'en-US' });
    expect(res.json().message).toBe('Weka barua pepe halali');
  });

  it('answers an unknown language (xx) in English', async () => {
    const res = await badLogin({ 'accept-language': 'xx', cookie: 'lang=xx' });
    expect(res.json().message).toBe('Enter a valid email address');
  });

  it('translates 401, 404 and messages with values', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user', headers: { 'accept-language': 'sw' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Hujaingia.' });
    const { token, id } = await newClient();
    await t.app.db.update(users).set({ locale: 'sw' }).where(eq(users.id, id));
    const missing = await t.request({ method: 'GET', url: '/api/orders/999999', token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Oda haikupatikana' });
    // A signed-in person's saved language comes before the header: English here.
    const english = await newClient();
    await t.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    const saidEn = await t.request({
      method: 'GET',
      url: '/api/orders/999999',
      token: english.token,
      headers: { 'accept-language': 'sw' },
    });
    expect(saidEn.json()).toEqual({ message: 'Order not found' });
    // One who never chose (the demo admin: locale null) gets their browser's language.
    const neverChose = await t.request({
      method: 'GET',
      url: '/api/orders/999999',
      token: admin,
      headers: { 'accept-language': 'sw' },
    });
    expect(neverChose.json()).toEqual({ message: 'Oda haikupatikana' });
    expect(translateText('sw', 'The title field is required')).toBe('Sehemu ya kichwa inahitajika');
    expect(translateText('sw', 'The amount may not exceed the $12.50 still owed')).toBe(
      'Kiasi hakiwezi kuzidi $12.50 kinachodaiwa bado',
    );
    expect(translateText('sw', 'An order that is completed cannot be edited')).toBe(
      'Oda ambayo iko katika hali "imekamilika" haiwezi kuhaririwa',
    );
    expect(translateText('en', 'Order not found')).toBe('Order not found');
  });
});

describe('POST /api/auth/locale', () => {
  it('refuses fr with a field error on locale, in the caller’s language', async () => {
    const { token, id } = await newClient();
    const en = await t.request({ method: 'POST', url: '/api/auth/locale', token, payload: { locale: 'fr' } });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The locale must be en or sw.',
      errors: { locale: ['The locale must be en or sw.'] },
    });
    await t.app.db.update(users).set({ locale: 'sw' }).where(eq(users.id, id));
    const sw = await t.request({
      method: 'POST',
      url: '/api/auth/locale',
      token,
      headers: { 'accept-language': 'en-US' },
      payload: { locale: 'fr' },
    });
    expect(sw.statusCode).toBe(422);
    expect(sw.json()).toEqual({
      message: 'Lugha lazima iwe en au sw.',
      errors: { locale: ['Lugha lazima iwe en au sw.'] },
    });
  });

  it("registering in Swahili saves Swahili as the person's language (their welcome mail and later answers follow it)", async () => {
    const email = `lang-${unique()}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: 'lang=sw' },
      payload: { name: 'Mteja Mpya', email, password: 'password1', password_confirmation: 'password1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.locale).toBe('sw');
    const later = await t.request({ method: 'GET', url: '/api/orders/999999', token: res.json().token });
    expect(later.json()).toEqual({ message: 'Oda haikupatikana' });
  });

  it('saves sw: returned by GET /api/auth/user, and the person gets Swahili whatever the header', async () => {
    const { token, email } = await newClient();
    const before = await t.request({ method: 'GET', url: '/api/auth/user', token });
    // Never chosen: null, and the person's browser decides.
    expect(before.json().locale).toBeNull();
    const res = await t.request({ method: 'POST', url: '/api/auth/locale', token, payload: { locale: 'sw' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Lugha yako imehifadhiwa', user: { email, locale: 'sw' } });
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).json().locale).toBe('sw');

    const answer = await t.request({
      method: 'POST',
      url: '/api/auth/user',
      token,
      headers: { 'accept-language': 'en-US', cookie: 'lang=en' },
      payload: { name: 'Mo Profile', email, phone: 'not a phone' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.phone[0]).toMatch(/^Weka nambari ya simu halali/);

    const saved = await t.request({
      method: 'POST',
      url: '/api/auth/user',
      token,
      headers: { 'accept-language': 'en-US' },
      payload: { name: 'Mo Profile', email },
    });
    expect(saved.json()).toMatchObject({ message: 'Maelezo yako yamesasishwa', user: { locale: 'sw' } });

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password1' },
    });
    expect(login.json().user.locale).toBe('sw');

    const back = await t.request({ method: 'POST', url: '/api/auth/locale', token, payload: { locale: 'en' } });
    expect(back.json()).toMatchObject({ message: 'Your language has been saved', user: { locale: 'en' } });
  });
});

describe('mail and notifications in the recipient’s language', () => {
  const lastMail = async (to: string) =>
    (await t.app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];

  it('writes a sw user’s mail and notification in Swahili, an en user’s in English, whoever asks', async () => {
    const sw = await newClient();
    const en = await newClient();
    await t.app.db.update(users).set({ locale: 'sw' }).where(eq(users.id, sw.id));
    const deps = { config: t.config, mail: t.app.mailer, publish: () => undefined };
    await t.app.db.transaction((tx) =>
      notify(deps, tx, { userIds: [sw.id, en.id], slug: 'order_cancelled', vars: { order_id: 7, title: 'Essay' } }),
    );
    const swMail = await lastMail(sw.email);
    expect(swMail.subject).toBe('Oda #7 imeghairiwa');
    expect(swMail.body).toContain('Habari Mo Profile, oda #7 "Essay" imeghairiwa.');
    expect(swMail.body).toContain('Tazama oda: ');
    const enMail = await lastMail(en.email);
    expect(enMail.subject).toBe('Order #7 cancelled');
    expect(enMail.body).toContain('Hello Mo Profile, order #7 "Essay" has been cancelled.');

    const [note] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, sw.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note.data).toMatchObject({ summary: 'Oda #7 imeghairiwa' });
  });

  it('mails a password reset in the saved language of the address’s owner', async () => {
    const sw = await newClient();
    await t.app.db.update(users).set({ locale: 'sw' }).where(eq(users.id, sw.id));
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'en' },
      payload: { email: sw.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastMail(sw.email)).subject).toBe('Weka upya nenosiri lako');
  });
});
