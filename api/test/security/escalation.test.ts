/**
 * Least privilege between admins (docs/security.md "Who may grant what"): an admin can grant, assign or edit only within the
 * permissions they hold; the super admin is the only one above it. Every path listed there is tried
 * with a limited admin, and each refusal checked for its effect (nothing changed), not only its status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { type Admin, adminWith, setDepartmentPermissions, unique } from '../helpers/fixtures.js';

const USER_KEYS = ['users.menu.view_users', 'users.users.add_user', 'users.users.edit_user'];
const DEPARTMENT_KEYS = ['departments.menu.view_departments', 'departments.departments.manage_departments'];

let t: TestApp;
let superToken: string;
/** A department holding every key, and an admin in it (not a super admin). */
let full: Admin;
/** The limited admin: view, add and edit users only. */
let usersAdmin: Admin;
/** An admin holding only the department keys. */
let depAdmin: Admin;
/** A department granting only users.menu.view_users: within the limited admin's keys. */
let smaller: number;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url, token, payload: payload ?? (method === 'GET' ? undefined : {}) });
const permissionsOf = async (token: string) =>
  (await req('GET', '/api/auth/user', token)).json().permissions as string[];
const newDepartment = async (keys: readonly string[]) => {
  const res = await req('POST', '/api/sh-departments', superToken, { name: `Dept ${unique()}` });
  const id = res.json().department.id as number;
  await setDepartmentPermissions(t, superToken, id, keys);
  return id;
};
const adminPayload = (departmentId: number) => ({
  name: 'New Admin',
  email: `new-admin-${unique()}@example.com`,
  phone: '+254711000222',
  password: 'password1',
  role: 'admin',
  department_id: departmentId,
});

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login('admin@example.com');
  full = await adminWith(t, ALL_PERMISSIONS);
  usersAdmin = await adminWith(t, USER_KEYS);
  depAdmin = await adminWith(t, DEPARTMENT_KEYS);
  smaller = await newDepartment(['users.menu.view_users']);
});
afterAll(async () => t?.close());

describe('assigning a department', () => {
  it('refuses a limited admin moving themselves into a department that grants more; their keys stay as they were', async () => {
    const res = await req('PUT', `/api/users/${usersAdmin.id}`, usersAdmin.token, {
      name: 'Dee Partment',
      email: usersAdmin.email,
      department_id: full.departmentId,
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { message: 'You can only give a department whose permissions you hold yourself' },
    });
    expect((await permissionsOf(usersAdmin.token)).sort()).toEqual([...USER_KEYS].sort());
  });

  it('refuses a limited admin creating an admin in a department that grants more; no account is created', async () => {
    const payload = adminPayload(full.departmentId);
    const res = await req('POST', '/api/users', usersAdmin.token, payload);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe('You can only give a department whose permissions you hold yourself');
    const found = await req(
      'GET',
      `/api/users/list/admins?filter_value=${encodeURIComponent(payload.email)}`,
      superToken,
    );
    expect(found.json().data.total).toBe(0);
  });

  it('refuses moving another user into such a department (edit)', async () => {
    const target = await req('POST', '/api/users', usersAdmin.token, adminPayload(smaller));
    expect(target.statusCode, target.body).toBe(200);
    const id = target.json().user.id as number;
    const res = await req('PUT', `/api/users/${id}`, usersAdmin.token, {
      name: 'New Admin',
      email: target.json().user.email,
      department_id: full.departmentId,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect((await req('GET', `/api/users/${id}`, superToken)).json().department_id).toBe(smaller);
  });

  it('lets the limited admin give a department within their own keys (create and edit)', async () => {
    const created = await req('POST', '/api/users', usersAdmin.token, adminPayload(smaller));
    expect(created.statusCode, created.body).toBe(200);
    const edited = await req('PUT', `/api/users/${usersAdmin.id}`, usersAdmin.token, {
      name: 'Dee Partment',
      email: usersAdmin.email,
      department_id: usersAdmin.departmentId,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('offers in GET users/departments only the departments the caller may give; the super admin sees all', async () => {
    const names = async (token: string) =>
      ((await req('GET', '/api/users/departments?all=1', token)).json() as { id: number }[]).map((d) => d.id);
    const offered = await names(usersAdmin.token);
    expect(offered).toContain(smaller);
    expect(offered).toContain(usersAdmin.departmentId);
    expect(offered).not.toContain(full.departmentId);
    expect(offered).not.toContain(depAdmin.departmentId);
    const all = await names(superToken);
    for (const id of [smaller, usersAdmin.departmentId, full.departmentId, depAdmin.departmentId])
      expect(all).toContain(id);
  });
});

describe('editing another admin', () => {
  it('refuses changing the password of an admin who holds more; the old password still signs in', async () => {
    const res = await req('POST', `/api/users/${full.id}/password`, usersAdmin.token, {
      password: 'taken-over',
      password_confirmation: 'taken-over',
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { message: 'You can only manage an admin whose permissions you hold yourself' },
    });
    expect(typeof (await t.login(full.email))).toBe('string');
  });

  it('refuses editing the details of an admin who holds more', async () => {
    const res = await req('PUT', `/api/users/${full.id}`, usersAdmin.token, {
      name: 'Renamed',
      email: `taken-${unique()}@example.com`,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect((await req('GET', `/api/users/${full.id}`, superToken)).json().name).toBe('Dee Partment');
  });

  it('refuses the super admin to anyone but a super admin, even an admin holding every key', async () => {
    const superId = (await req('GET', '/api/auth/user', superToken)).json().id as number;
    const res = await req('POST', `/api/users/${superId}/password`, full.token, {
      password: 'taken-over',
      password_confirmation: 'taken-over',
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { message: 'Only a super admin can change a super admin' },
    });
  });

  it('lets an admin manage clients, writers and admins holding no more than they do', async () => {
    const writer = await req('POST', '/api/users', usersAdmin.token, {
      name: 'Wren Writer',
      email: `wren-${unique()}@example.com`,
      password: 'password1',
      role: 'writer',
    });
    expect(
      (
        await req('POST', `/api/users/${writer.json().user.id}/password`, usersAdmin.token, {
          password: 'password2',
          password_confirmation: 'password2',
        })
      ).statusCode,
    ).toBe(200);
    const peer = await req('POST', '/api/users', usersAdmin.token, adminPayload(smaller));
    expect(
      (
        await req('POST', `/api/users/${peer.json().user.id}/password`, usersAdmin.token, {
          password: 'password2',
          password_confirmation: 'password2',
        })
      ).statusCode,
    ).toBe(200);
    // The admin holding every key may manage the limited one.
    expect(
      (await req('PUT', `/api/users/${usersAdmin.id}`, full.token, { name: 'Dee Partment', email: usersAdmin.email }))
        .statusCode,
    ).toBe(200);
  });
});

describe('changing a department', () => {
  it('refuses adding a module the admin holds no key of, to their own department; the module is not added', async () => {
    for (const base of ['/api/sh-departments/department', '/api/admin/departments/department']) {
      const res = await req('POST', `${base}/add-module/${depAdmin.departmentId}`, depAdmin.token, {
        permission_module: 'payments',
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 403,
        body: { message: 'You can only grant permissions you hold yourself' },
      });
    }
    const modules = (await req('GET', `/api/sh-departments/department/${depAdmin.departmentId}`, superToken))
      .json()
      .departmentModules.map((m: { module: string }) => m.module);
    expect(modules).toEqual(['departments']);
  });

  it('refuses granting a key the admin does not hold, by module name and by module row; they never get it', async () => {
    const byName = await req(
      'POST',
      `/api/sh-departments/department/permissions/${depAdmin.departmentId}/payments`,
      depAdmin.token,
      { permissions: ['payments.withdrawals.approve_withdrawal'] },
    );
    expect(byName.statusCode, byName.body).toBe(403);
    const payments = await req(
      'POST',
      `/api/sh-departments/department/add-module/${depAdmin.departmentId}`,
      superToken,
      { permission_module: 'payments' },
    );
    const rowId = payments.json().module.id as number;
    const byRow = await req('POST', `/api/admin/departments/department/permissions/${rowId}`, depAdmin.token, {
      permissions: ['payments.withdrawals.approve_withdrawal'],
    });
    expect(byRow.statusCode, byRow.body).toBe(403);
    expect(await permissionsOf(depAdmin.token)).not.toContain('payments.withdrawals.approve_withdrawal');
    await req('DELETE', `/api/sh-departments/department/delete-department/${rowId}`, superToken);
  });

  it('refuses changing a department that grants more than the admin holds (keys, removal, rename)', async () => {
    const target = await newDepartment(['departments.menu.view_departments', 'logs.menu.view_logs']);
    const rows = (await req('GET', `/api/sh-departments/department/${target}`, superToken)).json()
      .departmentModules as { id: number; module: string }[];
    const logsRow = rows.find((r) => r.module === 'logs')!.id;
    const changes = [
      req('POST', `/api/sh-departments/department/permissions/${target}/departments`, depAdmin.token, {
        permissions: [],
      }),
      req('DELETE', `/api/sh-departments/department/delete-department/${logsRow}`, depAdmin.token),
      req('POST', '/api/sh-departments', depAdmin.token, { id: target, name: `Renamed ${unique()}` }),
    ];
    for (const res of await Promise.all(changes)) expect(res.statusCode, res.body).toBe(403);
    const after = (await req('GET', `/api/sh-departments/department/${target}`, superToken)).json()
      .departmentModules as { module: string; permissions: string[] }[];
    expect(
      after
        .map((m) => m.permissions)
        .flat()
        .sort(),
    ).toEqual(['departments.menu.view_departments', 'logs.menu.view_logs']);
  });

  it('lets the admin add a module they hold to a department and grant keys they hold', async () => {
    const target = await newDepartment([]);
    expect(
      (
        await req('POST', `/api/sh-departments/department/add-module/${target}`, depAdmin.token, {
          permission_module: 'departments',
        })
      ).statusCode,
    ).toBe(200);
    const res = await req('POST', `/api/sh-departments/department/permissions/${target}/departments`, depAdmin.token, {
      permissions: ['departments.menu.view_departments'],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('offers in list-pending-modules only the modules the caller holds a key of; the super admin sees all', async () => {
    const target = await newDepartment([]);
    const offered = async (token: string) =>
      (
        (await req('GET', `/api/sh-departments/department/list-pending-modules/${target}`, token)).json().data as {
          id: string;
        }[]
      ).map((m) => m.id);
    expect(await offered(depAdmin.token)).toEqual(['departments']);
    expect(await offered(superToken)).toEqual([
      'orders',
      'payments',
      'users',
      'settings',
      'departments',
      'links',
      'logs',
      'dashboard',
      'deploy',
    ]);
  });
});
