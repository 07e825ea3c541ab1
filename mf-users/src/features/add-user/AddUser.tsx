import { Card, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { AutoForm } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { ROLE_SEGMENT, roleFromSegment } from '../../lib/usersRole.js';
import { addUserFields } from './addUserFields.js';
import { addUserAction } from './api.js';

/**
 * Add user (`/users/add?role=clients|admins|writers`): the role comes from the `role` query; name,
 * email, phone (PhoneInput), password, and for admins the department by suggestion. Posts
 * `POST users` ('User added') and opens the new user. Only admins holding `users.users.add_user`
 * reach it (route permission; the API refuses others).
 * @see docs/product.md §2 Add user; §6 (Only admin can add users)
 */
export default function AddUser() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const role = roleFromSegment(search.get('role'));
  const t = useT(catalog);
  // 'Add Client' / 'Ongeza mteja'; without a role 'Add user'.
  const title = t('users.add.title', { role: role ?? 'none' });
  return (
    <section data-testid="add-user">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Card style={{ maxWidth: 560 }}>
        <AutoForm
          key={role ?? 'any'}
          fields={addUserFields(role, t)}
          action={addUserAction}
          extraData={role ? { role } : undefined}
          submitLabel={title}
          onSuccess={(data) => {
            const id = (data as { user?: { id?: number } } | null)?.user?.id;
            navigate(id ? `/users/user/${id}` : `/users/${role ? ROLE_SEGMENT[role] : 'clients'}`);
          }}
        />
      </Card>
    </section>
  );
}
