/**
 * The `/users/{role}` lists (clients, admins, writers by state) and the department suggestions of the
 * Add user form, as table-protocol specs for `tableRoutes`.
 * @see docs/product.md §2 /users/{role}, /users/writers/tab/{state}, Add user; §7 listUsers(role, status);
 * docs/product.md §R1 Tables
 */
import { eq, notInArray, sql } from 'drizzle-orm';
import { ROLE_PLURALS, ROLES, WRITER_STATES, type Role, type WriterState } from '@scriptorium/contracts/core';
import type { UserListRow } from '@scriptorium/contracts/users';
import type { Db } from '../../db/client.js';
import { departments, users } from '../../db/schema/index.js';
import { type TableSpec } from '../../lib/table/paginate.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { AuthUser } from '../../core/auth/current-user.js';
import { givableDepartmentsWhere } from '../departments/grants.js';

/**
 * The stored role named by a `/users/list/{role}` segment: plural (`clients`) or singular (`client`).
 * @throws HttpError 404 'Role not found' for anything else.
 */
export function roleFromSegment(segment: string): Role {
  const role =
    (Object.hasOwn(ROLE_PLURALS, segment) ? ROLE_PLURALS[segment] : undefined) ??
    (ROLES as readonly string[]).find((r) => r === segment);
  if (!role) throw notFound('Role');
  return role as Role;
}

/**
 * The writer state of the `status` query (`active`, `pending`, `suspended`), or undefined when absent.
 * @throws HttpError 422 on `status` for another value.
 */
export function writerStateOf(value: unknown): WriterState | undefined {
  if (value === undefined || value === '') return undefined;
  const state = WRITER_STATES.find((s) => s === value);
  if (!state) throw fieldError('status', 'The status must be active, pending or suspended');
  return state;
}

const listFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  country_code: users.country_code,
  department_name: departments.name,
  created_at: users.created_at,
};
interface ListRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  status: WriterState;
  country_code: string | null;
  department_name: string | null;
  created_at: Date;
}

/** The condition selecting users of `role` (admin = any stored role other than client or writer, docs/product.md §1). */
function roleCondition(role: Role) {
  return role === 'admin' ? notInArray(users.role, ['client', 'writer']) : eq(users.role, role);
}

/**
 * The table spec of `/users/{role}`: rows `UserListRow` (id, name, email, phone, role, status,
 * country_code, department {name} | null, created_at ISO). Searches name, email, phone, id (and the
 * department name for admins); sorts by name, email, phone, status, created_at (and department).
 * @param status writers only: one state, or every state when undefined.
 */
export function usersTableSpec(db: Db, role: Role, status?: WriterState): TableSpec<ListRecord> {
  const from = <T>(fields: T) =>
    db
      .select(fields as never)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.department_id))
      .$dynamic();
  const searchable = [users.name, users.email, users.phone, users.id];
  const sortable: TableSpec<ListRecord>['sortable'] = {
    name: users.name,
    email: users.email,
    phone: users.phone,
    status: users.status,
    created_at: users.created_at,
  };
  if (role === 'admin') {
    searchable.push(departments.name as never);
    sortable.department = departments.name;
  }
  return {
    rows: () => from(listFields),
    db,
    where: [roleCondition(role), role === 'writer' && status ? eq(users.status, status) : undefined],
    searchable,
    sortable,
    id: users.id,
    createdAt: users.created_at,
    map: (r): UserListRow => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      role: role,
      ...(role === 'writer' ? { status: r.status } : {}),
      country_code: r.country_code,
      department: r.department_name != null ? { name: r.department_name } : null,
      created_at: r.created_at.toISOString(),
    }),
  };
}

/**
 * Department suggestions for the Add user / Edit user forms: rows `{id, name}`, searched by name
 * (`GET users/departments?all=1&filter_value=…`), only the departments `caller` may give
 * (departments/grants.ts).
 */
export function departmentOptionsSpec(
  db: Db,
  caller: AuthUser,
): TableSpec<{ id: number; name: string; created_at: Date }> {
  const fields = { id: departments.id, name: departments.name, created_at: departments.created_at };
  return {
    rows: () => db.select(fields).from(departments).$dynamic(),
    db,
    where: [givableDepartmentsWhere(caller)],
    searchable: [departments.name],
    sortable: { name: departments.name },
    id: departments.id,
    createdAt: departments.created_at,
    map: (r) => ({ id: r.id, name: r.name }),
  };
}

/** `lower(email) = $email` — emails are unique case-insensitively. */
export const emailIs = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
