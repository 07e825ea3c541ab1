/**
 * Who should hear about a money event: the admins whose effective permissions hold a key (super
 * admins, and admins whose department grants it), never suspended people.
 * @see docs/product.md §6 Roles and permissions; api/src/core/auth/current-user.ts `effectivePermissions`
 */
import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { PermissionKey } from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { department_modules, users } from '../../db/schema/index.js';

/** Ids of active admins holding `permission` (the same rule `effectivePermissions` applies per user). */
export async function adminsWithPermission(db: Executor, permission: PermissionKey): Promise<number[]> {
  const granting = db
    .select({ id: department_modules.department_id })
    .from(department_modules)
    .where(sql`${department_modules.permissions} @> ${JSON.stringify([permission])}::jsonb`);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        notInArray(users.role, ['client', 'writer']),
        ne(users.status, 'suspended'),
        or(eq(users.is_super_admin, true), inArray(users.department_id, granting)),
      ),
    );
  return rows.map((r) => r.id);
}
