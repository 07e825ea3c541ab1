import type { Role } from '@scriptorium/contracts/core';
import type { FieldEntry } from '@scriptorium/shared-kit/ui';
import { catalog, type UsersT } from '../../i18n/catalog.js';

/**
 * Fields of Add user for `role`, labelled in the current language by `t` (the catalogue's, by default): name, email, phone, password,
 * and for admins a department chosen by suggestion (`GET users/departments?all=1&filter_value=`).
 * Without a role from the query, a role select.
 * @see docs/product.md §2 Add user; §6 (Admin adds a department when adding a user)
 */
export function addUserFields(role: Role | null, t: UsersT = catalog.t): FieldEntry[] {
  const fields: FieldEntry[] = [];
  if (!role) fields.push({ field: 'role', label: t('users.field.role'), required: true });
  fields.push(
    { field: 'name', label: t('users.field.name'), required: true },
    { field: 'email', label: t('users.field.email') },
    { field: 'phone', label: t('users.field.phone') },
    { field: 'password', label: t('users.field.password'), required: true },
  );
  if (role === 'admin')
    fields.push({
      field: 'department_id',
      label: t('users.field.department'),
      suggests: 'users/departments',
      required: true,
    });
  return fields;
}
