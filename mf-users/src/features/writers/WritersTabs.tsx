import { useMemo } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { WRITER_STATES } from '@scriptorium/contracts/core';
import type { UserListRow } from '@scriptorium/contracts/users';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, RoutedTabs } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { WriterActions } from './WriterActions.js';
import { writersTable } from './api.js';

function WritersTable({ state }: { state: string }) {
  const invalidate = useInvalidate();
  const t = useT(catalog);
  const columns = useMemo<TableHeader<UserListRow>[]>(
    () => [
      { key: 'id', label: t('users.column.id') },
      { key: 'name', label: t('users.column.name') },
      { key: 'email', label: t('users.column.email') },
      { key: 'phone', label: t('users.column.phone') },
      { key: 'created_at', label: t('users.column.created_at') },
      {
        label: t('users.column.actions'),
        render: (row) => <WriterActions writer={row} onDone={() => void invalidate(tableKey(writersTable.endpoint))} />,
      },
    ],
    [t, invalidate],
  );
  return (
    <DataTable<UserListRow>
      {...writersTable}
      params={{ status: state }}
      columns={columns}
      rowLink="/users/user/{id}"
      dateRange="all"
      exportable
    />
  );
}

/**
 * `/users/writers/tab/{active|pending|suspended}`: writers by state in routed tabs, an Add Writer
 * button (Add user with `?role=writers`) and, per row, Approve / Suspend / Reactivate with a confirmation.
 * @see docs/product.md §2 /users/writers; §4 Writer states
 */
export default function WritersTabs() {
  const navigate = useNavigate();
  const canAdd = useCan('users.users.add_user');
  const t = useT(catalog);
  const tabs = useMemo(() => WRITER_STATES.map((s) => ({ name: s, label: t(`users.writers.tab.${s}`) })), [t]);
  return (
    <section data-testid="users-writers">
      <Typography.Title level={3}>{t('users.writers.title')}</Typography.Title>
      <RoutedTabs
        base="/users/writers"
        tabs={tabs}
        render={(state) => <WritersTable key={state} state={state} />}
        extra={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/users/add?role=writers')}>
              {t('users.writers.add')}
            </Button>
          ) : undefined
        }
      />
    </section>
  );
}
