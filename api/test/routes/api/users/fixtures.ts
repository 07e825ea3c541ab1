/**
 * Test fixtures for users, departments and permissions, built through the real API (as an admin would):
 * a department holding exactly some permission keys, and an admin signed in within it.
 */
import { expect } from 'vitest';
import { PERMISSION_MODULES, type PermissionModule } from '@scriptorium/contracts/core';
import type { TestApp } from '../../../helpers/test-app.js';

let seq = 0;
/** A unique suffix for names and emails within a test file. */
export const unique = (): string => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A 1×1 transparent PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Builds a multipart body with one file part; returns the payload and its headers. */
export function multipartFile(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = `----scriptorium${unique()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sets the department's keys: each registry module gets exactly the listed keys of it (none → removed). */
export async function setDepartmentPermissions(t: TestApp, token: string, departmentId: number, keys: readonly string[]): Promise<void> {
  for (const module of Object.keys(PERMISSION_MODULES) as PermissionModule[]) {
    const mine = (PERMISSION_MODULES[module] as readonly string[]).filter((k) => keys.includes(k));
    const res = await t.request({ method: 'POST', url: `/api/sh-departments/department/permissions/${departmentId}/${module}`, token, payload: { permissions: mine } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

export interface DepartmentAdmin {
  token: string;
  userId: number;
  email: string;
  departmentId: number;
  /** Replaces the department's permissions (effective on the admin's next request). */
  grant(keys: readonly string[]): Promise<void>;
}

/**
 * Creates a department holding `keys` and an admin in it (through the API, as the super admin
 * `superToken`), then signs that admin in.
 */
export async function departmentAdmin(t: TestApp, superToken: string, keys: readonly string[] = []): Promise<DepartmentAdmin> {
  const name = `Dept ${unique()}`;
  const dep = await t.request({ method: 'POST', url: '/api/sh-departments', token: superToken, payload: { name, description: 'Test department' } });
  expect(dep.statusCode, dep.body).toBe(200);
  const departmentId = dep.json<{ department: { id: number } }>().department.id;
  await setDepartmentPermissions(t, superToken, departmentId, keys);
  const email = `admin-${unique()}@example.com`;
  const added = await t.request({
    method: 'POST',
    url: '/api/users',
    token: superToken,
    payload: { name: 'Dee Partment', email, phone: '+254711000111', password: 'password1', role: 'admin', department_id: departmentId },
  });
  expect(added.statusCode, added.body).toBe(200);
  return {
    token: await t.login(email, 'password1'),
    userId: added.json<{ user: { id: number } }>().user.id,
    email,
    departmentId,
    grant: (next) => setDepartmentPermissions(t, superToken, departmentId, next),
  };
}
