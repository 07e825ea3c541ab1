/**
 * Departments group permission modules; an admin's permissions are the union of their department's.
 * @see docs/product.md §3 Department, §6 Roles and permissions
 */
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

export const departments = pgTable('departments', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  ...timestamps,
});

/** One permission module (a key of `PERMISSION_MODULES`) granted to a department, with its chosen keys. */
export const department_modules = pgTable(
  'department_modules',
  {
    id: id(),
    department_id: integer()
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    module: text().notNull(),
    permissions: jsonb().$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('department_modules_department_module_unique').on(t.department_id, t.module)],
);
