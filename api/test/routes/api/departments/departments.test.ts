import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { PERMISSION_MODULES } from '@scriptorium/contracts/core';
import { isAllowed } from '../../../../src/core/access.js';
import { authUserById } from '../../../../src/core/auth/current-user.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith, unique } from '../../../helpers/fixtures.js';

/** A route guarded like the orders helper's Assign Writer endpoint, registered before the app is ready. */
const assignProbe: FastifyPluginAsync = async (app) => {
  app.post(
    '/probe/assign-writer',
    { config: { access: { roles: ['admin'], permission: 'orders.order.assign_writer' } } },
    async () => ({ ok: true }),
  );
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { routes: [assignProbe] });
  admin = await t.login('admin@example.com');
});
afterAll(async () => t?.close());

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, payload, token });

async function newDepartment(name = `Support ${unique()}`): Promise<number> {
  const res = await post('/api/sh-departments', { name, description: 'Answers clients' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().department.id as number;
}

describe('departments', () => {
  it('saves a department with "Department saved" and lists it in the table protocol', async () => {
    const name = `Quality ${unique()}`;
    const res = await post('/api/sh-departments', { name, description: 'Checks work' });
    expect(res.json()).toMatchObject({ message: 'Department saved', department: { name, description: 'Checks work' } });
    const list = await get(`/api/sh-departments/list?filter_value=${encodeURIComponent(name)}`);
    expect(list.json().data).toMatchObject({
      total: 1,
      data: [{ name, description: 'Checks work', created_at: expect.any(String) }],
    });
  });

  it('answers 422 on name when it is missing or already used', async () => {
    const missing = await post('/api/sh-departments', { description: 'No name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['The name field is required'] });
    const taken = await post('/api/sh-departments', { name: 'Operations' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['A department with this name already exists'] });
  });

  it('updates a department when the id is sent', async () => {
    const id = await newDepartment();
    const res = await post('/api/sh-departments', { id, name: `Renamed ${unique()}`, description: null });
    expect(res.json().department).toMatchObject({ id, description: null });
  });

  it('lists every registry module with the department and its modules', async () => {
    const id = await newDepartment();
    await post(`/api/sh-departments/department/add-module/${id}`, { permission_module: 'orders' });
    const res = await get(`/api/sh-departments/department/list-all-modules/sh-departments/${id}`);
    expect(res.json()).toEqual({
      modules: Object.keys(PERMISSION_MODULES),
      department: expect.objectContaining({ id }),
      departmentModules: ['orders'],
    });
  });

  it("returns a module's keys and the department's selection, and saves only keys of that module", async () => {
    const id = await newDepartment();
    const saved = await post(`/api/sh-departments/department/permissions/${id}/orders`, {
      permissions: ['orders.order.assign_writer', 'orders.menu.view_orders'],
    });
    expect(saved.json()).toEqual({ message: 'Permissions updated', departmentModules: ['orders'] });
    const perms = await get(`/api/sh-departments/department/get-module-permissions/orders?department_id=${id}`);
    expect(perms.json()).toEqual({
      module: 'orders',
      permissions: [...PERMISSION_MODULES.orders],
      selectedPermissions: ['orders.menu.view_orders', 'orders.order.assign_writer'],
    });
    const foreign = await post(`/api/sh-departments/department/permissions/${id}/orders`, {
      permissions: ['settings.websites', 'orders.order.nope'],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.permissions).toEqual([
      "'settings.websites' is not a permission of the orders module",
      "'orders.order.nope' is not a permission of the orders module",
    ]);
    expect((await get(`/api/sh-departments/department/get-module-permissions/bogus`)).statusCode).toBe(404);
  });

  it('removes a module when its permission list is emptied', async () => {
    const id = await newDepartment();
    await post(`/api/sh-departments/department/permissions/${id}/logs`, { permissions: ['logs.menu.view_logs'] });
    const res = await post(`/api/sh-departments/department/permissions/${id}/logs`, { permissions: [] });
    expect(res.json()).toEqual({ message: 'Permissions updated', departmentModules: [] });
  });

  it('serves the older admin/departments/department paths with the same data', async () => {
    const id = await newDepartment();
    const pendingBefore = await get(`/api/admin/departments/department/list-pending-modules/${id}`);
    expect(pendingBefore.json().data).toContainEqual({ id: 'payments', name: 'Payments' });
    const added = await post(`/api/admin/departments/department/add-module/${id}`, { permission_module: 'payments' });
    expect(added.json()).toMatchObject({
      message: 'module added successfully',
      module: { module: 'payments', permissions: [] },
    });
    const pendingAfter = await get(`/api/admin/departments/department/list-pending-modules/${id}`);
    expect(pendingAfter.json().data).not.toContainEqual({ id: 'payments', name: 'Payments' });
    const moduleId = added.json().module.id as number;
    const set = await post(`/api/admin/departments/department/permissions/${moduleId}`, {
      permissions: ['payments.withdrawals.view_withdrawal'],
    });
    expect(set.json()).toMatchObject({
      message: 'Permissions updated',
      module: { permissions: ['payments.withdrawals.view_withdrawal'] },
    });
    const one = await get(`/api/admin/departments/department/${id}`);
    expect(one.json()).toMatchObject({ department: { id }, departmentModules: [{ id: moduleId, module: 'payments' }] });
    const modules = await get(`/api/admin/departments/department/list-modules/${id}`);
    expect(modules.json().data.data).toEqual([
      expect.objectContaining({ id: moduleId, permissions: ['payments.withdrawals.view_withdrawal'] }),
    ]);
    expect(
      (await get(`/api/admin/departments/department/get-module-permissions/payments?department_id=${id}`)).json()
        .selectedPermissions,
    ).toEqual(['payments.withdrawals.view_withdrawal']);
    const removed = await post(`/api/admin/departments/department/delete-department/${moduleId}`, {});
    expect(removed.json()).toEqual({ message: 'Module removed', departmentModules: [] });
    expect((await post(`/api/admin/departments/department/delete-department/${moduleId}`, {})).statusCode).toBe(404);
  });

  it('answers 422 to add-module without a module of the registry', async () => {
    const id = await newDepartment();
    const res = await post(`/api/sh-departments/department/add-module/${id}`, { permission_module: 'secrets' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ permission_module: ['Choose a module from the list'] });
    expect(
      (await post('/api/sh-departments/department/add-module/999999', { permission_module: 'orders' })).statusCode,
    ).toBe(404);
  });
});

describe("a department change takes effect on its admins' next request", () => {
  it('takes Assign Writer away from an admin without a new sign-in', async () => {
    const dept = await adminWith(t, ['orders.order.assign_writer', 'users.menu.view_users']);
    const me = () => get('/api/auth/user', dept.token);
    expect((await me()).json().permissions).toEqual(['orders.order.assign_writer', 'users.menu.view_users']);
    expect((await post('/api/probe/assign-writer', {}, dept.token)).statusCode).toBe(200);
    expect((await get('/api/users/list/clients', dept.token)).statusCode).toBe(200);

    await dept.grant(['users.menu.view_users']);

    expect((await me()).json().permissions).toEqual(['users.menu.view_users']);
    const refused = await post('/api/probe/assign-writer', {}, dept.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Not authorized to access this page/resource/endpoint' });
    const authUser = await authUserById(t.app.db, dept.id);
    expect(isAllowed({ roles: ['admin'], permission: 'orders.order.assign_writer' }, authUser)).toBe(false);
    expect(isAllowed({ roles: ['admin'], permission: 'users.menu.view_users' }, authUser)).toBe(true);

    await dept.grant([]);
    expect((await get('/api/users/list/clients', dept.token)).statusCode).toBe(403);
  });

  it("moves an admin to another department with the other department's permissions", async () => {
    const a = await adminWith(t, ['logs.menu.view_logs']);
    const b = await adminWith(t, ['users.menu.view_users']);
    expect((await get('/api/logs', a.token)).statusCode).toBe(200);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      token: admin,
      payload: { name: 'Dee Partment', email: a.email, phone: null, department_id: b.departmentId },
    });
    expect(moved.json()).toMatchObject({ message: 'user saved' });
    expect((await get('/api/logs', a.token)).statusCode).toBe(403);
    expect((await get('/api/users/list/admins', a.token)).statusCode).toBe(200);
  });
});
