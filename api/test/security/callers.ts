/**
 * Callers for the security suite: the demo super admin, client and writer, plus an admin in a department
 * holding NO permissions (created straight in the database, token issued like a login would).
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '@scriptorium/contracts/core';
import type { RouteAccess } from '../../src/core/access.js';
import { departments, users } from '../../src/db/schema/index.js';
import { issueToken } from '../../src/core/auth/tokens.js';
import type { TestApp } from '../helpers/test-app.js';

export interface Caller {
  name: 'super admin' | 'client' | 'writer' | 'admin without permissions';
  role: Role;
  superAdmin: boolean;
  token: string;
}

/** Signs in the demo users and creates an admin whose department grants nothing. */
export async function callers(
  t: TestApp,
): Promise<{ superAdmin: Caller; client: Caller; writer: Caller; bareAdmin: Caller }> {
  const suffix = randomBytes(4).toString('hex');
  const [dept] = await t.app.db
    .insert(departments)
    .values({ name: `Nothing ${suffix}`, description: 'No modules' })
    .returning();
  const [bare] = await t.app.db
    .insert(users)
    .values({
      name: 'Bare Admin',
      email: `bare-${suffix}@example.com`,
      role: 'admin',
      status: 'active',
      department_id: dept.id,
    })
    .returning();
  return {
    superAdmin: { name: 'super admin', role: 'admin', superAdmin: true, token: await t.login('admin@example.com') },
    client: { name: 'client', role: 'client', superAdmin: false, token: await t.login('client@example.com') },
    writer: { name: 'writer', role: 'writer', superAdmin: false, token: await t.login('writer@example.com') },
    bareAdmin: {
      name: 'admin without permissions',
      role: 'admin',
      superAdmin: false,
      token: await issueToken(t.app.db, bare.id, 1),
    },
  };
}

/**
 * Whether `caller` passes `access`, computed here from the declaration alone (not with the app's own
 * check): the role must be listed, and a permission is held only by the super admin among these callers.
 */
export function passes(access: RouteAccess, caller: Caller): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access.roles?.length && !access.roles.includes(caller.role)) return false;
  return !access.permission || caller.superAdmin;
}

/** A concrete URL for a route pattern: every `:param` becomes `id` (default 1), a trailing `*` becomes `x`. */
export function fillUrl(pattern: string, id: string | number = 1): string {
  return pattern.replace(/:[^/]+/g, String(id)).replace(/\*$/, 'x');
}

/** `METHOD /api/url` */
export const routeKey = (r: { method: string; url: string }): string => `${r.method} ${r.url}`;

/** A stack trace or source path leaking into a response body. */
export const LEAK = /\n\s+at .+\(|node_modules|\/src\/.+\.ts|\.ts:\d+:\d+|Error: .*\n/;
