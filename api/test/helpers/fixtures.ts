/**
 * The API tests' fixtures: an admin holding exactly some permission keys (`adminWith`), multipart bodies
 * through the platform's `FormData`, small real files, unique names. Test-only.
 */
import { expect } from 'vitest';
import { PERMISSION_MODULES, type PermissionModule } from '@scriptorium/contracts/core';
import { departments, department_modules, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { issueToken } from '../../src/core/auth/tokens.js';
import type { TestApp } from './test-app.js';

let seq = 0;
/** A unique suffix for names and emails within a test file. */
export const unique = (): string => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A 1×1 transparent PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A tiny but real PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A file part of `formData`: field `file` and type application/octet-stream unless given. */
export interface FilePart {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/**
 * A multipart/form-data body as a browser form sends it (every value a string; an array repeats the
 * field), for `inject`'s `payload`: light-my-request streams a `FormData` and sets its content type.
 */
export function formData(fields: Record<string, string | string[]> = {}, files: FilePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  for (const f of files)
    form.append(f.field ?? 'file', new File([f.content], f.name, { type: f.type ?? 'application/octet-stream' }));
  return form;
}

/** Sets the department's keys through the API as `token`: each module gets exactly its listed keys (none → removed). */
export async function setDepartmentPermissions(
  t: TestApp,
  token: string,
  departmentId: number,
  keys: readonly string[],
): Promise<void> {
  for (const module of Object.keys(PERMISSION_MODULES) as PermissionModule[]) {
    const mine = (PERMISSION_MODULES[module] as readonly string[]).filter((k) => keys.includes(k));
    const res = await t.request({
      method: 'POST',
      url: `/api/sh-departments/department/permissions/${departmentId}/${module}`,
      token,
      payload: { permissions: mine },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** An admin of `adminWith`, signed in. */
export interface Admin {
  id: number;
  token: string;
  email: string;
  departmentId: number;
  /** Replaces the department's keys through the API as the demo super admin (effective on the next request; sockets lose the channels at once). */
  grant(keys: readonly string[]): Promise<void>;
}

let hash: Promise<string> | null = null;

/**
 * Creates an active admin 'Dee Partment' (password `password`) in a new department holding exactly
 * `permissions`, grouped into their modules as the departments screen stores them, and issues them a token.
 */
export async function adminWith(
  t: TestApp,
  permissions: readonly string[],
  email = `admin-${unique()}@example.com`,
): Promise<Admin> {
  const db = t.app.db;
  const [dept] = await db
    .insert(departments)
    .values({ name: `Dept ${email}` })
    .returning({ id: departments.id });
  const byModule = new Map<string, string[]>();
  for (const key of permissions) byModule.set(key.split('.')[0], [...(byModule.get(key.split('.')[0]) ?? []), key]);
  if (byModule.size)
    await db
      .insert(department_modules)
      .values([...byModule].map(([module, keys]) => ({ department_id: dept.id, module, permissions: keys })));
  hash ??= hashPassword('password');
  const [user] = await db
    .insert(users)
    .values({
      name: 'Dee Partment',
      email,
      role: 'admin',
      status: 'active',
      department_id: dept.id,
      password: await hash,
    })
    .returning({ id: users.id });
  let superToken: string | null = null;
  return {
    id: user.id,
    token: await issueToken(db, user.id, 1),
    email,
    departmentId: dept.id,
    async grant(keys) {
      superToken ??= await t.login('admin@example.com');
      await setDepartmentPermissions(t, superToken, dept.id, keys);
    },
  };
}
