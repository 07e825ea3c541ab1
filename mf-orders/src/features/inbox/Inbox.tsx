import { useMemo, type ReactNode } from 'react';
import { Badge, Typography } from 'antd';
import type { InboxRow } from '@scriptorium/contracts/orders';
import { useT } from '@scriptorium/shared-kit/core';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { DataTable, StatusBadge } from '@scriptorium/shared-kit/ui';
import { MESSAGE_PREVIEW, truncate } from '../../lib/text.js';
import { useViewer } from '../../lib/viewer.js';
import { inboxTable } from './api.js';
import { catalog } from '../../i18n/catalog.js';

/** The inbox's columns, titled in the current language (built per render). */
const columns = (showClient: boolean, t: (typeof catalog)['t']): TableHeader<InboxRow>[] => [
  { key: 'order_id', label: t('orders.column.order'), render: (r): ReactNode => `#${r.order_id}` },
  { key: 'title', label: t('orders.column.title') },
  ...(showClient ? [{ key: 'user.name', label: t('orders.column.client'), sortable: false }] : []),
  {
    key: 'status',
    label: t('orders.column.status'),
    sortable: false,
    render: (r): ReactNode => <StatusBadge status={r.status} />,
  },
  {
    key: 'last_message',
    label: t('orders.column.lastMessage'),
    sortable: false,
    render: (r): ReactNode => truncate(r.last_message, MESSAGE_PREVIEW),
  },
  // Nothing unread is an empty cell (the table's dash), not an empty badge.
  {
    label: t('orders.column.unread'),
    render: (r): ReactNode => (r.unread_messages_count > 0 ? <Badge count={r.unread_messages_count} /> : null),
  },
  { key: 'created_at', label: t('orders.column.lastMessageAt') },
];

/**
 * The message inbox by order (`/inbox`): one row per order with messages — its last message (30
 * characters), unread count and time, newest first; a row opens `/inbox/view/{orderId}`. Admins (with
 * orders.inbox.view_inbox) see every order, clients their own.
 * @see docs/product.md §2 /inbox, §7 (Admin: inbox), §9 (message preview 30)
 */
export default function Inbox() {
  const t = useT(catalog);
  const { role } = useViewer();
  const shown = useMemo(() => columns(role === 'admin', t), [role, t]);
  return (
    <section data-testid="inbox">
      <Typography.Title level={3}>{t('orders.inbox.title')}</Typography.Title>
      <DataTable<InboxRow>
        {...inboxTable}
        columns={shown}
        rowLink="/inbox/view/{order_id}"
        paging="numbered"
        rowKey={(r) => r.order_id}
      />
    </section>
  );
}
