import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { WRITER_STATES } from '@scriptorium/contracts/core';
import type { UserListRow } from '@scriptorium/contracts/users';
import { useCan } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, RoutedTabs } from '@scriptorium/shared-kit/ui';
import { WriterActions } from './WriterActions.js';
import { writersTable } from './api.js';

function WritersTable({ state }: { state: string }) {
  const invalidate = useInvalidate();
  const columns: TableHeader<UserListRow>[] = [
    'id',
    'name',
    'email',
    'phone',
    'created_at',
    {
      label: 'Actions',
      render: (row) => <WriterActions writer={row} onDone={() => void invalidate(tableKey(writersTable.endpoint))} />,
    },
  ];
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
  return (
    <section data-testid="users-writers">
      <Typography.Title level={3}>Writers</Typography.Title>
      <RoutedTabs
        base="/users/writers"
        tabs={WRITER_STATES.map((s) => ({ name: s }))}
        render={(state) => <WritersTable key={state} state={state} />}
        extra={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/users/add?role=writers')}>
              Add Writer
            </Button>
          ) : undefined
        }
      />
    </section>
  );
}
