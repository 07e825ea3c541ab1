import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { DataTable, StatusBadge, popupSearch } from '@scriptorium/shared-kit/ui';
import { SAMPLE_USERS } from '../sampleApi.js';
import { Section } from './Section.js';

type Order = {
  id: number;
  title: string;
  status: string;
  amount: number;
  paid_amount: number;
  created_at: string;
  user: { id: number; name: string };
};

/** DataTable with sample data: load-more (URL state, export, range, actions), numbered pages, local rows. */
export function TablesSection() {
  const { search } = useLocation();
  return (
    <>
      <Section title="Orders — load more, search, range, export, row actions (state in the URL)">
        <DataTable<Order>
          endpoint="orders"
          dateRange
          exportable
          onDownload={(url) => window.alert(`The browser would download:\n${url}`)}
          columns={[
            'id',
            { key: 'title', link: '/orders/order/{id}' },
            { key: 'status', render: (row) => <StatusBadge status={row.status} /> },
            'amount',
            'paid_amount',
            'user.name',
            'created_at',
          ]}
          actions={[
            { label: 'View', to: '/orders/order/{id}' },
            {
              label: 'Approve',
              action: 'orders/{id}/approve',
              confirm: true,
              permission: 'orders.order.approve_order',
            },
            {
              label: 'Delete',
              action: 'orders/{id}',
              method: 'delete',
              confirm: 'Delete this order?',
              danger: true,
              permission: 'orders.order.delete_order_file',
            },
          ]}
          toolbar={
            <Link
              to={popupSearch(search, {
                comp: 'form',
                title: 'Add user',
                fields: ['name', 'email', 'phone'],
                action: 'users/save',
              })}
            >
              <Button type="primary">Add</Button>
            </Link>
          }
        />
      </Section>
      <Section title="Users — numbered pages (own URL keys), rows link to the user">
        <DataTable
          endpoint="users"
          paging="numbered"
          pageSize={3}
          urlKey="u_"
          columns={['id', 'name', 'email', 'phone', 'role', 'created_at']}
          rowLink="/users/user/{id}"
        />
      </Section>
      <Section title="Local rows (dataSource), no URL state">
        <DataTable
          dataSource={SAMPLE_USERS}
          urlKey={false}
          paging="numbered"
          pageSize={5}
          columns={['name', 'email', { key: 'role', label: 'Role' }]}
        />
      </Section>
    </>
  );
}
