import { useMemo } from 'react';
import { Button, Result, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { UserListRow } from '@scriptorium/contracts/users';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable } from '@scriptorium/shared-kit/ui';
import { catalog, type UsersT } from '../../i18n/catalog.js';
import { ROLE_SEGMENT, roleFromSegment } from '../../lib/usersRole.js';
import { flagUrl } from './flagUrl.js';
import { usersTable } from './api.js';

function Flag({ isoCode }: { isoCode: string | null | undefined }) {
  const src = flagUrl(isoCode);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={isoCode ?? ''}
      title={isoCode ?? ''}
      width={24}
      height={16}
      style={{ verticalAlign: 'middle', borderRadius: 2 }}
    />
  );
}

/**
 * The columns of a role's list: id, name, email, phone, plus the department (admins) or the country flag
 * (clients), then created_at, titled in the current language by `t`.
 */
export function usersColumns(role: 'client' | 'admin' | 'writer', t: UsersT): TableHeader<UserListRow>[] {
  const base: TableHeader<UserListRow>[] = [
    { key: 'id', label: t('users.column.id') },
    { key: 'name', label: t('users.column.name') },
    { key: 'email', label: t('users.column.email') },
    { key: 'phone', label: t('users.column.phone') },
  ];
  if (role === 'admin') base.push({ key: 'department.name', label: t('users.column.department'), sortable: false });
  if (role === 'client')
    base.push({
      key: 'country_code',
      label: t('users.column.country'),
      sortable: false,
      render: (row) => <Flag isoCode={row.country_code} />,
    });
  base.push({ key: 'created_at', label: t('users.column.created_at') });
  return base;
}

/**
 * `/users/{role}` (clients, admins): the role's users in a DataTable (search, sort, date range,
 * export) with an Add button (Add user with `?role=`) for admins who may add users; a row opens
 * `/users/user/{id}`. Writers live under `/users/writers` (tabs by state).
 * @see docs/product.md §2 /users/{role}; §6 (only admin can add users)
 */
export default function UsersList() {
  const { role: segment } = useParams();
  const role = roleFromSegment(segment);
  const canAdd = useCan('users.users.add_user');
  const navigate = useNavigate();
  const t = useT(catalog);
  const columns = useMemo(() => (role ? usersColumns(role, t) : []), [role, t]);
  if (role === 'writer') return <Navigate replace to="/users/writers/tab/active" />;
  if (!role) return <Result status="404" title={t('users.list.notFound')} />;
  const plural = ROLE_SEGMENT[role];
  return (
    <section data-testid={`users-${plural}`}>
      <Typography.Title level={3}>{t('users.role.title', { role })}</Typography.Title>
      <DataTable<UserListRow>
        key={role}
        {...usersTable(plural)}
        columns={columns}
        rowLink="/users/user/{id}"
        dateRange="all"
        exportable
        toolbar={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/users/add?role=${plural}`)}>
              {t('users.list.add')}
            </Button>
          ) : undefined
        }
      />
    </section>
  );
}
