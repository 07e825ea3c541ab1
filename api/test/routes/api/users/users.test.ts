import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userSchema } from '@scriptorium/contracts/core';
import { userListRow } from '@scriptorium/contracts/users';
import { users } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith, unique } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
let opsId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  opsId = (await t.request({ method: 'GET', url: '/api/auth/user', token: admin })).json().department_id;
});
afterAll(async () => t?.close());

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
  t.request({ method, url, payload, token });
const person = (extra: object = {}) => ({
  name: 'Njeri Mwangi',
  email: `njeri-${unique()}@example.com`,
  phone: '+254 712 000 333',
  password: 'password1',
  ...extra,
});

async function addUser(extra: object = {}, query = '') {
  const res = await send('POST', `/api/users${query}`, person(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user as { id: number; email: string };
}

describe('GET /api/users/list/:role', () => {
  it('lists clients with their country for the flag, in the table protocol', async () => {
    const res = await get('/api/users/list/clients');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 10 });
    const rows = page.data.map((r: unknown) => userListRow.parse(r));
    expect(rows.every((r: { role: string }) => r.role === 'client')).toBe(true);
    expect(rows).toContainEqual(expect.objectContaining({ email: 'client@example.com', country_code: 'KE' }));
  });

  it('lists admins with their department name and searches by it', async () => {
    const rows = (await get('/api/users/list/admins?filter_value=operations')).json().data.data;
    expect(rows).toContainEqual(
      expect.objectContaining({ email: 'admin@example.com', department: { name: 'Operations' } }),
    );
    expect((await get('/api/users/list/admin?order_by=department&order_method=asc')).statusCode).toBe(200);
  });

  it('filters writers by state and answers 422 to an unknown state and 404 to an unknown role', async () => {
    const pending = await addUser({ role: 'writer' });
    await t.app.db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.id));
    const ids = async (status: string) =>
      (await get(`/api/users/list/writers?status=${status}&all=1`)).json().map((r: { id: number }) => r.id);
    expect(await ids('pending')).toContain(pending.id);
    expect(await ids('active')).not.toContain(pending.id);
    expect((await get('/api/users/list/writers?status=sleeping')).statusCode).toBe(422);
    expect((await get('/api/users/list/wizards')).statusCode).toBe(404);
    // Not a key of the prototype either (a fuzz find: `__proto__` answered 500).
    for (const role of ['__proto__', 'constructor', 'toString'])
      expect((await get(`/api/users/list/${role}`)).statusCode).toBe(404);
  });

  it('exports every matching row', async () => {
    const res = await send('POST', '/api/users/list/clients', { export: 1, titles: ['id', 'name', 'email'] });
    expect(res.json()).toEqual({ file: expect.stringMatching(/\.csv$/), name: expect.any(String) });
    const file = await get(`/api/external-download?file=${res.json().file}`);
    expect(file.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe('Id,Name,Email');
    expect(file.body).toContain('client@example.com');
  });
});

describe('GET /api/users/:id', () => {
  it('returns the user with department and website', async () => {
    const list = (await get('/api/users/list/clients?filter_value=client@example.com')).json().data.data;
    const res = await get(`/api/users/${list[0].id}`);
    expect(userSchema.parse(res.json())).toMatchObject({
      email: 'client@example.com',
      role: 'client',
      website: expect.any(Object),
    });
    expect((await get('/api/users/999999')).statusCode).toBe(404);
    expect((await get('/api/users/abc')).statusCode).toBe(422);
  });
});

describe('POST /api/users (Add user)', () => {
  it('adds a client with "User added", storing the phone in E.164 with its country', async () => {
    const res = await send('POST', '/api/users?role=clients', person({ phone: '+1 202 555 0123' }));
    expect(res.json()).toMatchObject({
      message: 'User added',
      user: { role: 'client', phone: '+12025550123', country_code: 'US' },
    });
  });

  it('adds an admin in the chosen department', async () => {
    const user = await addUser({ role: 'admin', department_id: opsId });
    expect(user).toMatchObject({ role: 'admin', department: { name: 'Operations' } });
  });

  it('adds an active writer who can sign in at once', async () => {
    const user = await addUser({ role: 'writer' });
    expect(user).toMatchObject({ status: 'active' });
    expect(await t.login(user.email, 'password1')).toEqual(expect.any(String));
  });

  it('adds a writer pending approval, who cannot sign in until approved', async () => {
    const user = await addUser({ role: 'writer', status: 'pending' });
    expect(user).toMatchObject({ status: 'pending' });
    const refused = await send('POST', '/api/auth/login', { email: user.email, password: 'password1' });
    expect(refused.json().errors.email[0]).toMatch(/awaiting approval/);
    const pending = (await get('/api/users/list/writers?status=pending')).json().data.data;
    expect(pending).toContainEqual(expect.objectContaining({ id: user.id, status: 'pending' }));
  });

  it.each([
    [
      'a pending client',
      { role: 'client', status: 'pending' },
      { status: ['Only writers can start pending approval'] },
    ],
    [
      'an unknown status',
      { role: 'writer', status: 'suspended' },
      { status: ['The status must be active or pending'] },
    ],
    [
      'a duplicate email',
      { email: 'CLIENT@example.com', role: 'client' },
      { email: ['The email has already been taken.'] },
    ],
    [
      'a weak password',
      { password: 'short', role: 'client' },
      { password: ['Password must be at least 8 characters'] },
    ],
    [
      'a mismatched confirmation',
      { password_confirmation: 'password2', role: 'client' },
      { password_confirmation: ['Password confirmation does not match'] },
    ],
    [
      'a phone that is not a number',
      { phone: '12ab', role: 'client' },
      { phone: [expect.stringMatching(/valid phone number/)] },
    ],
    [
      'a phone that cannot exist',
      { phone: '+999 1234 5678', role: 'client' },
      { phone: [expect.stringMatching(/valid phone number/)] },
    ],
    ['an admin without a department', { role: 'admin' }, { department_id: ['Choose a department for the admin'] }],
    [
      'an admin in an unknown department',
      { role: 'admin', department_id: 999999 },
      { department_id: ['Choose a department from the list'] },
    ],
    ['no role', {}, { role: ['The role must be client, writer or admin'] }],
  ])('answers 422 per field to %s', async (_name, extra, errors) => {
    const res = await send('POST', '/api/users', person(extra));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });
});

describe('PUT /api/users/:id and POST /api/users/:id/password', () => {
  it('saves details with "user saved" and refuses an email of someone else', async () => {
    const user = await addUser({ role: 'client' });
    const saved = await send('PUT', `/api/users/${user.id}`, {
      name: 'Njeri W. Mwangi',
      email: user.email,
      phone: '0712000444',
    });
    expect(saved.json()).toMatchObject({
      message: 'user saved',
      user: { name: 'Njeri W. Mwangi', phone: '+254712000444', country_code: 'KE' },
    });
    const dup = await send('PUT', `/api/users/${user.id}`, { name: 'X', email: 'writer@example.com' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('changes a user\'s password with "Password changed" and ends their sessions', async () => {
    const user = await addUser({ role: 'client' });
    const oldToken = await t.login(user.email, 'password1');
    const res = await send('POST', `/api/users/${user.id}/password`, {
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(res.json()).toEqual({ message: 'Password changed' });
    expect((await get('/api/auth/user', oldToken)).statusCode).toBe(401);
    expect(await t.login(user.email, 'new-password')).toEqual(expect.any(String));
    const bad = await send('POST', `/api/users/${user.id}/password`, {
      password: 'new-password',
      password_confirmation: 'other-password',
    });
    expect(bad.json().errors).toEqual({ password_confirmation: ['Password confirmation does not match'] });
  });

  it('lets only a super admin change a super admin', async () => {
    const other = await adminWith(t, ['users.users.edit_user']);
    const [sup] = await t.app.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const res = await send(
      'POST',
      `/api/users/${sup.id}/password`,
      { password: 'taken-over', password_confirmation: 'taken-over' },
      other.token,
    );
    expect(res.statusCode).toBe(403);
    expect(await t.login('admin@example.com')).toEqual(expect.any(String));
  });
});

describe('POST /api/users/:id/status (writer states)', () => {
  it('approves a pending writer, who can then sign in', async () => {
    const writer = await addUser({ role: 'writer' });
    await t.app.db.update(users).set({ status: 'pending' }).where(eq(users.id, writer.id));
    const refused = await send('POST', '/api/auth/login', { email: writer.email, password: 'password1' });
    expect(refused.json().errors.email[0]).toMatch(/awaiting approval/);
    const res = await send('POST', `/api/users/${writer.id}/status`, { status: 'active' });
    expect(res.json()).toMatchObject({ message: 'Writer approved', action: 'approve', user: { status: 'active' } });
    const token = await t.login(writer.email, 'password1');
    expect((await get('/api/auth/user', token)).json()).toMatchObject({ role: 'writer', status: 'active' });
  });

  it('suspends a writer (their session ends, sign-in refused) and reactivates them', async () => {
    const writer = await addUser({ role: 'writer' });
    const token = await t.login(writer.email, 'password1');
    const res = await send('POST', `/api/users/${writer.id}/status`, { action: 'suspend' });
    expect(res.json()).toMatchObject({ message: 'Writer suspended', user: { status: 'suspended' } });
    expect((await get('/api/auth/user', token)).statusCode).toBe(401);
    const refused = await send('POST', '/api/auth/login', { email: writer.email, password: 'password1' });
    expect(refused.json().errors.email[0]).toMatch(/suspended/);
    const again = await send('POST', `/api/users/${writer.id}/status`, { status: 'suspended' });
    expect(again.json().errors).toEqual({ status: ['This writer is already suspended'] });
    expect((await send('POST', `/api/users/${writer.id}/status`, { status: 'active' })).json()).toMatchObject({
      message: 'Writer reactivated',
    });
    expect(await t.login(writer.email, 'password1')).toEqual(expect.any(String));
  });

  it('answers 422 to a state that is not offered or a user who is not a writer', async () => {
    const client = await addUser({ role: 'client' });
    expect((await send('POST', `/api/users/${client.id}/status`, { status: 'suspended' })).json().errors).toEqual({
      status: ['Only writers can be approved, suspended or reactivated'],
    });
    expect((await send('POST', `/api/users/${client.id}/status`, { status: 'pending' })).json().errors).toEqual({
      status: ['The status must be active or suspended'],
    });
  });
});

describe('GET /api/users/departments', () => {
  it('suggests departments by name for the Add user form', async () => {
    const res = await get('/api/users/departments?all=1&filter_value=oper');
    expect(res.json()).toEqual([{ id: opsId, name: 'Operations' }]);
  });
});
