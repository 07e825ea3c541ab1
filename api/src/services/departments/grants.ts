/**
 * Least privilege between admins, stated once: **an admin may give, change or take over only what lies
 * within the permissions they hold themselves.** The super admin is the only one above it.
 *
 * - assigning a department (adding an admin, editing a user — themselves included): every key the
 *   department grants must be one the acting admin holds;
 * - editing another admin or setting their password: every key that admin holds must be one the acting
 *   admin holds (a super admin only by a super admin);
 * - changing a department (its name, modules or keys — their own included): every key it grants before
 *   and after the change must be one the acting admin holds; adding a module needs at least one of its keys.
 *
 * Refusals answer 403 `{message}`. The option lists (`GET users/departments`,
 * `…/list-pending-modules/{id}`) offer only what passes, so the screens never offer what would be refused.
 * @see docs/security.md "Who may grant what"
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_MODULES, type PermissionModule } from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { department_modules, type users } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { effectivePermissions, type AuthUser } from '../../core/auth/current-user.js';

/** 403 message: a department that grants more than the caller holds. */
export const DEPARTMENT_BEYOND_OWN = 'You can only give a department whose permissions you hold yourself';
/** 403 message: another admin who holds more than the caller. */
export const ADMIN_BEYOND_OWN = 'You can only manage an admin whose permissions you hold yourself';
/** 403 message: granting a key, or adding a module, the caller does not hold. */
export const KEYS_BEYOND_OWN = 'You can only grant permissions you hold yourself';
/** 403 message: only a super admin may change a super admin. */
export const SUPER_ADMIN_ONLY = 'Only a super admin can change a super admin';

/** The keys of `keys` that `caller` does not hold (none for a super admin). */
export function notHeld(caller: AuthUser, keys: Iterable<string>): string[] {
  if (caller.isSuperAdmin) return [];
  const own = new Set(caller.permissions);
  return [...new Set(keys)].filter((k) => !own.has(k));
}

function assertHolds(caller: AuthUser, keys: Iterable<string>, message: string): void {
  if (notHeld(caller, keys).length) throw new HttpError(403, message);
}

/** Every key department `departmentId` grants (its modules' union). */
export async function departmentKeys(db: Executor, departmentId: number): Promise<string[]> {
  const rows = await db
    .select({ permissions: department_modules.permissions })
    .from(department_modules)
    .where(eq(department_modules.department_id, departmentId));
  return [...new Set(rows.flatMap((r) => r.permissions))];
}

/** Assigning department `departmentId` to anyone. @throws 403 {@link DEPARTMENT_BEYOND_OWN} */
export async function assertMayGiveDepartment(db: Executor, caller: AuthUser, departmentId: number): Promise<void> {
  if (caller.isSuperAdmin) return;
  assertHolds(caller, await departmentKeys(db, departmentId), DEPARTMENT_BEYOND_OWN);
}

/**
 * Editing user `target` or setting their password. Clients and writers hold no keys, so any admin who may
 * edit users may edit them. @throws 403 {@link SUPER_ADMIN_ONLY} / {@link ADMIN_BEYOND_OWN}
 */
export async function assertMayManageUser(
  db: Executor,
  caller: AuthUser,
  target: typeof users.$inferSelect,
): Promise<void> {
  if (caller.isSuperAdmin) return;
  if (target.is_super_admin) throw new HttpError(403, SUPER_ADMIN_ONLY);
  assertHolds(caller, await effectivePermissions(db, target), ADMIN_BEYOND_OWN);
}

/**
 * Changing department `departmentId` so that it grants `added` keys too (none for a rename or a removal).
 * @throws 403 {@link KEYS_BEYOND_OWN}
 */
export async function assertMayChangeDepartment(
  db: Executor,
  caller: AuthUser,
  departmentId: number,
  added: readonly string[] = [],
): Promise<void> {
  if (caller.isSuperAdmin) return;
  assertHolds(caller, [...(await departmentKeys(db, departmentId)), ...added], KEYS_BEYOND_OWN);
}

/** Whether `caller` holds at least one key of `module` (what "holding a module" means). */
export function holdsModule(caller: AuthUser, module: PermissionModule): boolean {
  return (
    caller.isSuperAdmin || (PERMISSION_MODULES[module] as readonly string[]).some((k) => caller.permissions.includes(k))
  );
}

/** Adding `module` to department `departmentId`. @throws 403 {@link KEYS_BEYOND_OWN} */
export async function assertMayAddModule(
  db: Executor,
  caller: AuthUser,
  departmentId: number,
  module: PermissionModule,
): Promise<void> {
  if (!holdsModule(caller, module)) throw new HttpError(403, KEYS_BEYOND_OWN);
  await assertMayChangeDepartment(db, caller, departmentId);
}

/**
 * SQL on `departments`: the departments `caller` may give (every key they grant is the caller's);
 * undefined (no restriction) for a super admin.
 */
export function givableDepartmentsWhere(caller: AuthUser): SQL | undefined {
  if (caller.isSuperAdmin) return undefined;
  // Written out qualified: Drizzle leaves columns of a single-table select unqualified.
  return sql`not exists (select 1 from "department_modules" dm where dm."department_id" = "departments"."id" and not (dm."permissions" <@ ${JSON.stringify(caller.permissions)}::jsonb))`;
}
