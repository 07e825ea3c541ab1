/**
 * The authorization matrix of every users, departments, logs and profile endpoint: a guest gets 401,
 * a client and a writer 403, an admin whose department lacks the endpoint's permission 403, and an
 * admin whose department holds exactly that permission 2xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { type Admin, adminWith, formData, PNG_1PX, unique } from '../../../helpers/fixtures.js';

let t: TestApp;
let superToken: string;
let client: string;
let writer: string;
let admin: Admin;
// `target` is a writer whose password and state the matrix changes (that ends their sessions), so the
// signed-in writer above keeps a live token.
const ids = { client: 0, target: 0, department: 0, module: 0 };

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login('admin@example.com');
  client = await t.login('client@example.com');
  writer = await t.login('writer@example.com');
  admin = await adminWith(t, []);
  const list = async (role: string) =>
    (await t.request({ method: 'GET', url: `/api/users/list/${role}?all=1`, token: superToken })).json() as {
      id: number;
      email: string;
    }[];
  ids.client = (await list('clients')).find((u) => u.email === 'client@example.com')!.id;
  const target = await t.request({
    method: 'POST',
    url: '/api/users',
    token: superToken,
    payload: { name: 'Target Writer', email: `target-${unique()}@example.com`, password: 'password1', role: 'writer' },
  });
  ids.target = target.json().user.id;
  // Module calls work on another department, so granting the admin's own never disturbs them. They use
  // the departments module: an admin may only add modules and keys they hold (test/security/escalation).
  const other = await t.request({
    method: 'POST',
    url: '/api/sh-departments',
    token: superToken,
    payload: { name: `Other ${unique()}` },
  });
  ids.department = other.json().department.id;
  const added = await t.request({
    method: 'POST',
    url: `/api/sh-departments/department/add-module/${ids.department}`,
    token: superToken,
    payload: { permission_module: 'departments' },
  });
  ids.module = added.json().module.id;
});
afterAll(async () => t?.close());

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  permission: string;
  payload?: () => object;
}

const dep = () => `/api/sh-departments/department`;
const old = () => `/api/admin/departments/department`;

// Each 2xx call leaves the data usable by the next (statuses toggle, names are unique).
const ADMIN_ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: () => '/api/users/list/clients', permission: 'users.menu.view_users' },
  {
    method: 'POST',
    url: () => '/api/users/list/writers',
    permission: 'users.menu.view_users',
    payload: () => ({ export: 1 }),
  },
  { method: 'GET', url: () => '/api/users/departments?all=1', permission: 'users.menu.view_users' },
  { method: 'GET', url: () => `/api/users/${ids.client}`, permission: 'users.menu.view_users' },
  {
    method: 'POST',
    url: () => '/api/users',
    permission: 'users.users.add_user',
    payload: () => ({
      name: 'New Client',
      email: `new-${unique()}@example.com`,
      password: 'password1',
      role: 'client',
    }),
  },
  {
    method: 'PUT',
    url: () => `/api/users/${ids.client}`,
    permission: 'users.users.edit_user',
    payload: () => ({ name: 'Chris Client', email: 'client@example.com', phone: '+254722000111' }),
  },
  {
    method: 'POST',
    url: () => `/api/users/${ids.target}/password`,
    permission: 'users.users.edit_user',
    payload: () => ({ password: 'password', password_confirmation: 'password' }),
  },
  {
    method: 'POST',
    url: () => `/api/users/${ids.target}/status`,
    permission: 'users.writers.manage_writers',
    payload: () => ({ action: 'suspend' }),
  },
  {
    method: 'POST',
    url: () => `/api/users/${ids.target}/status`,
    permission: 'users.writers.manage_writers',
    payload: () => ({ status: 'active' }),
  },
  { method: 'GET', url: () => '/api/sh-departments/list', permission: 'departments.menu.view_departments' },
  {
    method: 'POST',
    url: () => '/api/sh-departments/list',
    permission: 'departments.menu.view_departments',
    payload: () => ({ export: 1 }),
  },
  {
    method: 'POST',
    url: () => '/api/sh-departments',
    permission: 'departments.departments.manage_departments',
    payload: () => ({ name: `Dept ${unique()}` }),
  },
  ...[dep, old].flatMap((base): Endpoint[] => [
    { method: 'GET', url: () => `${base()}/${ids.department}`, permission: 'departments.menu.view_departments' },
    {
      method: 'GET',
      url: () => `${base()}/list-modules/${ids.department}`,
      permission: 'departments.menu.view_departments',
    },
    {
      method: 'GET',
      url: () => `${base()}/list-pending-modules/${ids.department}`,
      permission: 'departments.menu.view_departments',
    },
    {
      method: 'GET',
      url: () => `${base()}/list-all-modules/sh-departments/${ids.department}`,
      permission: 'departments.menu.view_departments',
    },
    {
      method: 'GET',
      url: () => `${base()}/get-module-permissions/orders?department_id=${ids.department}`,
      permission: 'departments.menu.view_departments',
    },
    {
      method: 'POST',
      url: () => `${base()}/add-module/${ids.department}`,
      permission: 'departments.departments.manage_departments',
      payload: () => ({ permission_module: 'departments' }),
    },
    {
      method: 'POST',
      url: () => `${base()}/permissions/${ids.module}`,
      permission: 'departments.departments.manage_departments',
      payload: () => ({ permissions: ['departments.departments.manage_departments'] }),
    },
  ]),
  { method: 'GET', url: () => '/api/logs', permission: 'logs.menu.view_logs' },
  { method: 'POST', url: () => '/api/logs', permission: 'logs.menu.view_logs', payload: () => ({ export: 1 }) },
];

async function call(e: Endpoint, token?: string) {
  return t.request({
    method: e.method,
    url: e.url(),
    token,
    payload: e.payload?.() ?? (e.method === 'GET' ? undefined : {}),
  });
}

describe('admin endpoints', () => {
  it.each(ADMIN_ENDPOINTS.map((e) => [`${e.method} ${e.url().replace(/\d+/g, ':id')}`, e] as const))(
    '%s: guest 401, client/writer/admin without the permission 403, admin with it 2xx',
    async (_name, e) => {
      expect((await call(e)).statusCode).toBe(401);
      for (const token of [client, writer, admin.token]) {
        const res = await call(e, token);
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 403,
          body: { message: 'Not authorized to access this page/resource/endpoint' },
        });
      }
      await admin.grant([e.permission]);
      try {
        const ok = await call(e, admin.token);
        expect(ok.statusCode, ok.body).toBeGreaterThanOrEqual(200);
        expect(ok.statusCode, ok.body).toBeLessThan(300);
      } finally {
        await admin.grant([]);
      }
    },
  );

  it('permission/{id}/{module} and module removal need manage_departments', async () => {
    const scoped = async (permission: string[]) => admin.grant(permission);
    for (const base of [dep(), old()]) {
      const setPerms = () =>
        t.request({
          method: 'POST',
          url: `${base}/permissions/${ids.department}/departments`,
          token: admin.token,
          payload: { permissions: ['departments.departments.manage_departments'] },
        });
      expect(
        (await t.request({ method: 'POST', url: `${base}/permissions/${ids.department}/departments`, payload: {} }))
          .statusCode,
      ).toBe(401);
      expect((await setPerms()).statusCode).toBe(403);
      const added = await t.request({
        method: 'POST',
        url: `${base}/add-module/${ids.department}`,
        token: superToken,
        payload: { permission_module: 'payments' },
      });
      const moduleId = added.json().module.id as number;
      expect(
        (await t.request({ method: 'DELETE', url: `${base}/delete-department/${moduleId}`, token: client })).statusCode,
      ).toBe(403);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `${base}/delete-department/${moduleId}`,
            token: admin.token,
            payload: {},
          })
        ).statusCode,
      ).toBe(403);
      await scoped(['departments.departments.manage_departments']);
      const res = await setPerms();
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (await t.request({ method: 'DELETE', url: `${base}/delete-department/${moduleId}`, token: admin.token }))
          .statusCode,
      ).toBe(200);
      await scoped([]);
    }
  });
});

describe('profile endpoints (any signed-in user)', () => {
  it('answers 401 to a guest and 2xx to a client, a writer and an admin without any permission', async () => {
    const callers = [client, writer, admin.token];
    const emails = ['client@example.com', 'writer@example.com', admin.email];
    const names = ['Chris Client', 'Wanjiru Writer', 'Dee Partment'];
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/user', payload: { name: 'X', email: 'x@example.com' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/reset', payload: {} })).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/profile-picture',
          payload: formData({}, [{ field: 'profile_picture', name: 'p.png', content: PNG_1PX }]),
        })
      ).statusCode,
    ).toBe(401);
    for (const [i, token] of callers.entries()) {
      const details = await t.request({
        method: 'POST',
        url: '/api/auth/user',
        token,
        payload: { name: names[i], email: emails[i] },
      });
      expect(details.statusCode, details.body).toBe(200);
      const password = 'password';
      const reset = await t.request({
        method: 'POST',
        url: '/api/auth/reset',
        token,
        payload: { old_password: password, new_password: password, new_password_confirmation: password },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const picture = await t.request({
        method: 'POST',
        url: '/api/auth/profile-picture',
        token,
        payload: formData({}, [{ field: 'profile_picture', name: 'p.png', content: PNG_1PX }]),
      });
      expect(picture.statusCode, picture.body).toBe(200);
      // The picture is public: no token needed to load it.
      expect((await t.request({ method: 'GET', url: picture.json().user.profile_picture })).statusCode).toBe(200);
    }
  });
});

describe('every route of these areas declares its access', () => {
  it('lists the users, departments, logs and profile routes with the expected rules', () => {
    const mine = t.app.apiRoutes.filter(
      (r) =>
        /^\/api\/(users|sh-departments|admin\/departments|logs)(\/|$)/.test(r.url) ||
        ['/api/auth/reset', '/api/auth/profile-picture'].includes(r.url) ||
        (r.url === '/api/auth/user' && r.method === 'POST'),
    );
    const publicOnes = mine.filter((r) => r.access === 'public').map((r) => r.url);
    expect(publicOnes.sort()).toEqual(['/api/users/:id/profile-picture', '/api/users/:id/profile-picture/*']);
    expect(
      mine
        .filter((r) => r.access === 'user')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(['POST /api/auth/profile-picture', 'POST /api/auth/reset', 'POST /api/auth/user']);
    for (const r of mine.filter((x) => typeof x.access === 'object')) {
      expect(r.access, `${r.method} ${r.url}`).toMatchObject({ roles: ['admin'], permission: expect.any(String) });
    }
  });
});
