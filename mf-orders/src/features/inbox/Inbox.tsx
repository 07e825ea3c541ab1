import type { ReactNode } from 'react';
import { Badge, Typography } from 'antd';
import type { InboxRow } from '@scriptorium/contracts/orders';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { MESSAGE_PREVIEW, truncate } from '../../lib/text.js';
import { useViewer } from '../../lib/viewer.js';
import { inboxTable } from './api.js';

const columns = (showClient: boolean): TableHeader<InboxRow>[] => [
  { key: 'order_id', label: 'Order', render: (r): ReactNode => `#${r.order_id}` },
  { key: 'title', label: 'Title' },
  ...(showClient ? [{ key: 'user.name', label: 'Client', sortable: false }] : []),
  { key: 'status', label: 'Status', sortable: false, render: (r): ReactNode => <StatusBadge status={r.status} /> },
  {
    key: 'last_message',
    label: 'Last message',
    sortable: false,
    render: (r): ReactNode => truncate(r.last_message, MESSAGE_PREVIEW),
  },
  // Nothing unread is an empty cell (the table's dash), not an empty badge.
  {
    label: 'Unread',
    render: (r): ReactNode => (r.unread_messages_count > 0 ? <Badge count={r.unread_messages_count} /> : null),
  },
  { key: 'created_at', label: 'Last message at' },
];

/**
 * The message inbox by order (`/inbox`): one row per order with messages — its last message (30
 * characters), unread count and time, newest first; a row opens `/inbox/view/{orderId}`. Admins (with
 * orders.inbox.view_inbox) see every order, clients their own.
 * @see docs/product.md §2 /inbox, §7 (Admin: inbox), §9 (message preview 30)
 */
export default function Inbox() {
  const { role } = useViewer();
  return (
    <section data-testid="inbox">
      <Typography.Title level={3}>Inbox</Typography.Title>
      <DataTable<InboxRow>
        {...inboxTable}
        columns={columns(role === 'admin')}
        rowLink="/inbox/view/{order_id}"
        paging="numbered"
        rowKey={(r) => r.order_id}
      />
    </section>
  );
}
