import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { logRow } from '@scriptorium/contracts/users';
import { logs } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { formData, PNG_1PX, unique } from '../../../helpers/fixtures.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(async () => t?.close());

const logCount = async () => (await t.app.db.select({ n: count() }).from(logs))[0].n;
const lastLog = async () => (await t.app.db.select().from(logs).orderBy(desc(logs.id)).limit(1))[0];

describe('GET /api/logs', () => {
  it('lists log rows with the user, type, log, IP, device as "OS - Browser" and time', async () => {
    await t.request({
      method: 'POST',
      url: '/api/sh-departments',
      token: admin,
      payload: { name: `Logged ${unique()}` },
      headers: { 'user-agent': FIREFOX_WINDOWS },
    });
    const res = await t.request({ method: 'GET', url: '/api/logs?filter_value=department_created', token: admin });
    const rows = res.json().data.data.map((r: unknown) => logRow.parse(r));
    expect(rows[0]).toMatchObject({
      user: { name: 'Ada Admin' },
      type: 'department_created',
      ip_address: '127.0.0.1',
      device: 'Windows - Firefox',
    });
    expect(rows[0].log).toMatch(/^Created department #\d+ Logged /);
  });

  it("reads the log in the caller's language: Swahili for one who reads it, English byte for byte otherwise", async () => {
    const name = `Idara ${unique()}`;
    await t.request({ method: 'POST', url: '/api/sh-departments', token: admin, payload: { name } });
    const read = async (headers: Record<string, string>) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/logs?filter_value=${encodeURIComponent(name)}`,
          token: admin,
          headers,
        })
      ).json().data.data[0].log as string;
    const english = await read({});
    expect(english).toMatch(new RegExp(`^Created department #(\\d+) ${name}$`));
    const id = /#(\d+)/.exec(english)![1];
    // The name stays as its author wrote it.
    expect(await read({ cookie: 'lang=sw' })).toBe(`Ameunda idara #${id} ${name}`);
    expect(await read({ 'accept-language': 'sw-KE,sw;q=0.9' })).toBe(`Ameunda idara #${id} ${name}`);
    expect(await read({ 'accept-language': 'en' })).toBe(english);
  });

  it('sorts by type and refuses columns that are not offered', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/logs?order_by=type&order_method=asc', token: admin })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/logs?order_by=user_agent', token: admin })).statusCode).toBe(
      422,
    );
  });

  it('exports the user by name', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/logs',
      token: admin,
      payload: { export: 1, filter_value: 'signed in' },
    });
    const csv = (await t.request({ method: 'GET', url: `/api/external-download?file=${res.json().file}` })).body;
    expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe('Id,User,Type,Log,Ip address,Device,Created at');
    expect(csv).toContain(',Ada Admin,login,');
  });
});

describe('every change of users, departments and profiles writes exactly one log row', () => {
  it('writes one row per successful change and none for a refused one', async () => {
    const email = `logged-${unique()}@example.com`;
    const writerEmail = `logged-w-${unique()}@example.com`;
    const ids: Record<string, number> = {};
    type Step = {
      name: string;
      type: string;
      call: () => Promise<{ statusCode: number; body: string; json: () => Record<string, unknown> }>;
    };
    const steps: Step[] = [
      {
        name: 'save department',
        type: 'department_created',
        call: () =>
          t.request({ method: 'POST', url: '/api/sh-departments', token: admin, payload: { name: `D ${unique()}` } }),
      },
      {
        name: 'add module',
        type: 'department_module_added',
        call: () =>
          t.request({
            method: 'POST',
            url: `/api/sh-departments/department/add-module/${ids.department}`,
            token: admin,
            payload: { permission_module: 'logs' },
          }),
      },
      {
        name: 'set permissions',
        type: 'department_permissions_updated',
        call: () =>
          t.request({
            method: 'POST',
            url: `/api/sh-departments/department/permissions/${ids.department}/logs`,
            token: admin,
            payload: { permissions: ['logs.menu.view_logs'] },
          }),
      },
      {
        name: 'set permissions (older)',
        type: 'department_permissions_updated',
        call: () =>
          t.request({
            method: 'POST',
            url: `/api/admin/departments/department/permissions/${ids.module}`,
            token: admin,
            payload: { permissions: [] },
          }),
      },
      {
        name: 'remove module',
        type: 'department_module_removed',
        call: () =>
          t.request({
            method: 'DELETE',
            url: `/api/sh-departments/department/delete-department/${ids.module}`,
            token: admin,
          }),
      },
      {
        name: 'add user',
        type: 'user_added',
        call: () =>
          t.request({
            method: 'POST',
            url: '/api/users',
            token: admin,
            payload: { name: 'Log Me', email, password: 'password1', role: 'client' },
          }),
      },
      {
        name: 'edit user',
        type: 'user_updated',
        call: () =>
          t.request({
            method: 'PUT',
            url: `/api/users/${ids.user}`,
            token: admin,
            payload: { name: 'Log Me Too', email },
          }),
      },
      {
        name: 'set password',
        type: 'user_password_changed',
        call: () =>
          t.request({
            method: 'POST',
            url: `/api/users/${ids.user}/password`,
            token: admin,
            payload: { password: 'password2', password_confirmation: 'password2' },
          }),
      },
      {
        name: 'add writer',
        type: 'user_added',
        call: () =>
          t.request({
            method: 'POST',
            url: '/api/users',
            token: admin,
            payload: { name: 'Log Writer', email: writerEmail, password: 'password1', role: 'writer' },
          }),
      },
      {
        name: 'suspend writer',
        type: 'writer_suspended',
        call: () =>
          t.request({
            method: 'POST',
            url: `/api/users/${ids.writer}/status`,
            token: admin,
            payload: { status: 'suspended' },
          }),
      },
      {
        name: 'reactivate writer',
        type: 'writer_reactivated',
        call: () =>
          t.request({
            method: 'POST',
            url: `/api/users/${ids.writer}/status`,
            token: admin,
            payload: { status: 'active' },
          }),
      },
      {
        name: 'edit my details',
        type: 'profile_updated',
        call: async () =>
          t.request({
            method: 'POST',
            url: '/api/auth/user',
            token: ids.token as unknown as string,
            payload: { name: 'Log Me Three', email },
          }),
      },
      {
        name: 'change my password',
        type: 'password_changed',
        call: () =>
          t.request({
            method: 'POST',
            url: '/api/auth/reset',
            token: ids.token as unknown as string,
            payload: { old_password: 'password2', new_password: 'password3', new_password_confirmation: 'password3' },
          }),
      },
      {
        name: 'upload my picture',
        type: 'profile_picture_updated',
        call: () =>
          t.request({
            method: 'POST',
            url: '/api/auth/profile-picture',
            token: ids.token as unknown as string,
            payload: formData({}, [{ field: 'profile_picture', name: 'p.png', content: PNG_1PX }]),
          }),
      },
    ];
    for (const step of steps) {
      if (step.name === 'edit my details') (ids as Record<string, unknown>).token = await t.login(email, 'password2');
      const before = await logCount();
      const res = await step.call();
      expect(res.statusCode, `${step.name}: ${res.body}`).toBe(200);
      expect({ step: step.name, added: (await logCount()) - before, type: (await lastLog()).type }).toEqual({
        step: step.name,
        added: 1,
        type: step.type,
      });
      const body = res.json() as {
        department?: { id: number };
        module?: { id: number };
        user?: { id: number; role: string };
      };
      if (body.department) ids.department = body.department.id;
      if (body.module) ids.module = body.module.id;
      if (step.name === 'add user') ids.user = body.user!.id;
      if (step.name === 'add writer') ids.writer = body.user!.id;
    }

    const before = await logCount();
    const refused = [
      await t.request({
        method: 'POST',
        url: '/api/users',
        token: admin,
        payload: { name: 'Dup', email, password: 'password1', role: 'client' },
      }),
      await t.request({ method: 'POST', url: '/api/sh-departments', token: admin, payload: {} }),
      await t.request({
        method: 'POST',
        url: `/api/sh-departments/department/permissions/${ids.department}/logs`,
        token: admin,
        payload: { permissions: ['x.y.z'] },
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([422, 422, 422]);
    expect(await logCount()).toBe(before);
  });
});
