import type { Role } from '@scriptorium/contracts/core';
import type { FieldEntry } from '@scriptorium/shared-kit/ui';

/**
 * Fields of Add user for `role`: name, email, phone, password, and for admins a department chosen by
 * suggestion (`GET users/departments?all=1&filter_value=`). Without a role from the query, a role select.
 * @see docs/product.md §2 Add user; §6 (Admin adds a department when adding a user)
 */
export function addUserFields(role: Role | null): FieldEntry[] {
  const fields: FieldEntry[] = [];
  if (!role) fields.push({ field: 'role', required: true });
  fields.push({ field: 'name', required: true }, 'email', 'phone', { field: 'password', required: true });
  if (role === 'admin')
    fields.push({ field: 'department_id', label: 'Department', suggests: 'users/departments', required: true });
  return fields;
}
