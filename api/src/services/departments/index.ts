/**
 * Departments and their permission modules. A department holds modules of `PERMISSION_MODULES` (the one
 * registry), each with the keys chosen for it; an admin's effective permissions are the union of their
 * department's keys, re-read on every request (core/auth/current-user.ts), so a change here applies
 * to that department's admins on their next request.
 * @see docs/product.md §2 /sh-departments, /sh-departments/permissions/{id}, /sh-departments/manage-permissions/{id};
 * §3 Department; §6; §7 Departments; docs/product.md §R7 Server contract (Departments)
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { PERMISSION_MODULES, type PermissionModule } from '@scriptorium/contracts/core';
import {
  modulePermissionsRequest,
  type Department,
  type DepartmentModule,
  type DepartmentRequest,
} from '@scriptorium/contracts/users';
import type { Db, Executor } from '../../db/client.js';
import { department_modules, departments } from '../../db/schema/index.js';
import { fieldError, notFound, parseOr422 } from '../../lib/http-errors.js';
import { type TableSpec } from '../../lib/table/paginate.js';
import { audit } from '../../core/audit.js';
import type { Actor, AuthUser } from '../../core/auth/current-user.js';
import { recheckDepartmentChannels, type RecheckDeps } from '../realtime/revoke.js';
import { assertMayAddModule, assertMayChangeDepartment, holdsModule } from './grants.js';

export const DEPARTMENT_NAME_TAKEN = 'A department with this name already exists';

type DepartmentRow = typeof departments.$inferSelect;
type ModuleRow = typeof department_modules.$inferSelect;

/** Wire shape of a department (contracts' `Department`). */
export function toDepartment(r: Pick<DepartmentRow, 'id' | 'name' | 'description' | 'created_at'>): Department {
  return { id: r.id, name: r.name, description: r.description, created_at: r.created_at.toISOString() };
}

/** Wire shape of a department module (contracts' `DepartmentModule`). */
export function toDepartmentModule(r: ModuleRow): DepartmentModule {
  return { id: r.id, module: r.module, permissions: r.permissions, created_at: r.created_at.toISOString() };
}

/** The module named `name` of the registry. @throws 404 'Module not found' */
export function moduleOf(name: string): PermissionModule {
  if (!Object.hasOwn(PERMISSION_MODULES, name)) throw notFound('Module');
  return name as PermissionModule;
}

/** Every module of the registry, in registry order. */
export const MODULE_NAMES = Object.keys(PERMISSION_MODULES) as PermissionModule[];

/** "order_payments" → "Order Payments" (how a module is named in pickers). */
export function moduleLabel(module: string): string {
  return module.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The department `id`. @throws 404 'Department not found' */
export async function loadDepartment(db: Executor, id: number): Promise<DepartmentRow> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (!row) throw notFound('Department');
  return row;
}

/** The department's module rows, in registry order. */
export async function departmentModuleRows(db: Executor, departmentId: number): Promise<ModuleRow[]> {
  const rows = await db
    .select()
    .from(department_modules)
    .where(eq(department_modules.department_id, departmentId))
    .orderBy(asc(department_modules.id));
  return rows.sort(
    (a, b) => MODULE_NAMES.indexOf(a.module as PermissionModule) - MODULE_NAMES.indexOf(b.module as PermissionModule),
  );
}

/** Table spec of `GET sh-departments/list`: id, name, description, created_at; searches name, description. */
export function departmentsTableSpec(db: Db): TableSpec<DepartmentRow> {
  return {
    rows: () => db.select().from(departments).$dynamic(),
    db,
    searchable: [departments.name, departments.description, departments.id],
    sortable: { name: departments.name, description: departments.description, created_at: departments.created_at },
    id: departments.id,
    createdAt: departments.created_at,
    map: toDepartment,
  };
}

/** Table spec of a department's modules (`list-modules/{id}`): id, module, permissions, created_at. */
export function modulesTableSpec(db: Db, departmentId: number): TableSpec<ModuleRow> {
  return {
    rows: () => db.select().from(department_modules).$dynamic(),
    db,
    where: [eq(department_modules.department_id, departmentId)],
    searchable: [department_modules.module],
    sortable: { module: department_modules.module, created_at: department_modules.created_at },
    id: department_modules.id,
    createdAt: department_modules.created_at,
    map: toDepartmentModule,
  };
}

/**
 * Creates a department, or updates department `id` when given. Returns it.
 * @throws 422 on name (taken); 404 when `id` is not a department; 403 when it grants more than the
 * caller holds (grants.ts).
 */
export async function saveDepartment(
  deps: RecheckDeps,
  actor: Actor,
  input: DepartmentRequest,
  id?: number,
): Promise<Department> {
  if (id !== undefined) {
    await loadDepartment(deps.db, id);
    await assertMayChangeDepartment(deps.db, actor, id);
  }
  const [taken] = await deps.db
    .select({ id: departments.id })
    .from(departments)
    .where(
      id === undefined
        ? eq(departments.name, input.name)
        : and(eq(departments.name, input.name), ne(departments.id, id)),
    );
  if (taken) throw fieldError('name', DEPARTMENT_NAME_TAKEN);
  return deps.db.transaction(async (tx) => {
    const values = { name: input.name, description: input.description ?? null };
    const [row] =
      id === undefined
        ? await tx.insert(departments).values(values).onConflictDoNothing().returning()
        : await tx.update(departments).set(values).where(eq(departments.id, id)).returning();
    if (!row) throw fieldError('name', DEPARTMENT_NAME_TAKEN);
    await audit(
      tx,
      actor,
      id === undefined ? 'department_created' : 'department_updated',
      `${id === undefined ? 'Created' : 'Updated'} department #${row.id} ${row.name}`,
    );
    return toDepartment(row);
  });
}

/** `list-all-modules/…/{id}`: every module name, the department, and the names of its modules. */
export async function allModules(
  db: Executor,
  departmentId: number,
): Promise<{ modules: string[]; department: Department; departmentModules: string[] }> {
  const department = await loadDepartment(db, departmentId);
  const rows = await departmentModuleRows(db, departmentId);
  return {
    modules: [...MODULE_NAMES],
    department: toDepartment(department),
    departmentModules: rows.map((r) => r.module),
  };
}

/**
 * `list-pending-modules/{id}`: the modules the department does not have yet that `caller` may add (those
 * they hold a key of, grants.ts), as options `{id, name}`.
 */
export async function pendingModules(
  db: Executor,
  caller: AuthUser,
  departmentId: number,
): Promise<{ id: string; name: string }[]> {
  await loadDepartment(db, departmentId);
  const have = new Set((await departmentModuleRows(db, departmentId)).map((r) => r.module));
  return MODULE_NAMES.filter((m) => !have.has(m) && holdsModule(caller, m)).map((m) => ({
    id: m,
    name: moduleLabel(m),
  }));
}

/** `get-module-permissions/{module}`: the module's keys and those the department holds (none without a department). */
export async function modulePermissions(
  db: Executor,
  module: PermissionModule,
  departmentId?: number,
): Promise<{ module: string; permissions: string[]; selectedPermissions: string[] }> {
  let selected: string[] = [];
  if (departmentId !== undefined) {
    await loadDepartment(db, departmentId);
    const [row] = await db
      .select({ permissions: department_modules.permissions })
      .from(department_modules)
      .where(and(eq(department_modules.department_id, departmentId), eq(department_modules.module, module)));
    selected = row?.permissions ?? [];
  }
  return { module, permissions: [...PERMISSION_MODULES[module]], selectedPermissions: selected };
}

/** A permissions body: `permissions`, a list (or JSON string) of keys of the module it is for. */
export interface ModulePermissionsBody {
  permissions?: unknown;
}

/** The keys of `body` in registry order, without duplicates. @throws 422 on permissions: a key not of `module` */
function ordered(module: PermissionModule, body: ModulePermissionsBody): string[] {
  const wanted = new Set(parseOr422(modulePermissionsRequest(module), body).permissions);
  return (PERMISSION_MODULES[module] as readonly string[]).filter((k) => wanted.has(k));
}

/**
 * Adds `module` to the department (no keys chosen yet; choosing them is the next step). Adding a
 * module the department already has keeps it as it is. Returns the module row.
 * @throws 403 when the caller holds no key of `module` or the department grants more than they hold.
 */
export async function addModule(
  deps: RecheckDeps,
  actor: Actor,
  departmentId: number,
  module: PermissionModule,
): Promise<DepartmentModule> {
  const department = await loadDepartment(deps.db, departmentId);
  await assertMayAddModule(deps.db, actor, departmentId, module);
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(department_modules)
      .values({ department_id: departmentId, module, permissions: [] })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(department_modules)
      .where(and(eq(department_modules.department_id, departmentId), eq(department_modules.module, module)));
    await audit(
      tx,
      actor,
      'department_module_added',
      `Added module ${module} to department #${departmentId} ${department.name}`,
    );
    return toDepartmentModule(row);
  });
}

/**
 * Sets the keys the department holds in `module` (`body.permissions`); an empty list removes the module.
 * Returns the names of the department's modules afterwards (`departmentModules`). The department's admins
 * leave the socket channels they may no longer read.
 * @throws 422 on permissions (not keys of `module`); 403 when the department, before or after, grants more
 *   than the caller holds (grants.ts).
 */
export async function setDepartmentModulePermissions(
  deps: RecheckDeps,
  actor: Actor,
  departmentId: number,
  module: PermissionModule,
  body: ModulePermissionsBody,
): Promise<string[]> {
  const permissions = ordered(module, body);
  const department = await loadDepartment(deps.db, departmentId);
  await assertMayChangeDepartment(deps.db, actor, departmentId, permissions);
  const modules = await deps.db.transaction(async (tx) => {
    const where = and(eq(department_modules.department_id, departmentId), eq(department_modules.module, module));
    if (!permissions.length) {
      await tx.delete(department_modules).where(where);
    } else {
      await tx
        .insert(department_modules)
        .values({ department_id: departmentId, module, permissions })
        .onConflictDoUpdate({
          target: [department_modules.department_id, department_modules.module],
          set: { permissions, updated_at: new Date() },
        });
    }
    const summary = permissions.length ? permissions.join(', ') : 'none (module removed)';
    await audit(
      tx,
      actor,
      'department_permissions_updated',
      `Set ${module} permissions of department #${departmentId} ${department.name}: ${summary}`,
    );
    return (await departmentModuleRows(tx, departmentId)).map((r) => r.module);
  });
  await recheckDepartmentChannels(deps, departmentId);
  return modules;
}

/** The department module row `id`. @throws 404 'Module not found' */
export async function loadModuleRow(db: Executor, id: number): Promise<ModuleRow> {
  const [row] = await db.select().from(department_modules).where(eq(department_modules.id, id));
  if (!row) throw notFound('Module');
  return row;
}

/**
 * Older `permissions/{id}` by module row id: sets its keys (an empty list leaves the module with none).
 * @throws 403 as {@link setDepartmentModulePermissions}.
 */
export async function setModuleRowPermissions(
  deps: RecheckDeps,
  actor: Actor,
  row: ModuleRow,
  body: ModulePermissionsBody,
): Promise<DepartmentModule> {
  const permissions = ordered(moduleOf(row.module), body);
  await assertMayChangeDepartment(deps.db, actor, row.department_id, permissions);
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(department_modules)
      .set({ permissions })
      .where(eq(department_modules.id, row.id))
      .returning();
    await audit(
      tx,
      actor,
      'department_permissions_updated',
      `Set ${row.module} permissions of department #${row.department_id}: ${permissions.join(', ') || 'none'}`,
    );
    return toDepartmentModule(changed);
  });
  await recheckDepartmentChannels(deps, row.department_id);
  return updated;
}

/**
 * Removes the module row `id` from its department. Returns the department's remaining module names.
 * @throws 403 when the department grants more than the caller holds (grants.ts).
 */
export async function removeModule(deps: RecheckDeps, actor: Actor, id: number): Promise<string[]> {
  const row = await loadModuleRow(deps.db, id);
  await assertMayChangeDepartment(deps.db, actor, row.department_id);
  const modules = await deps.db.transaction(async (tx) => {
    await tx.delete(department_modules).where(eq(department_modules.id, id));
    await audit(
      tx,
      actor,
      'department_module_removed',
      `Removed module ${row.module} from department #${row.department_id}`,
    );
    return (await departmentModuleRows(tx, row.department_id)).map((r) => r.module);
  });
  await recheckDepartmentChannels(deps, row.department_id);
  return modules;
}
