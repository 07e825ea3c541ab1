import { useState } from 'react';
import { Empty, Spin, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { effectiveRole, hasPermission, type User } from '@scriptorium/contracts/core';
import { useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { useResource } from '@scriptorium/shared-kit/data';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { unreadMessagesQuery } from './messagesApi.js';
import { messagePreview } from './preview.js';
import { HEADER_POPOVER_WIDTH, HeaderPopover } from '../../components/HeaderPopover.js';

/** Whether `user` gets the message dropdown: clients and writers, and admins who may read the inbox or orders. */
export function hasMessageDropdown(user: User): boolean {
  const role = effectiveRole(user.role);
  if (role === 'writer' || role === 'client') return true;
  return (
    role === 'admin' &&
    (hasPermission(user.permissions, 'orders.inbox.view_inbox') ||
      hasPermission(user.permissions, 'orders.menu.view_orders'))
  );
}

/** Where a message of `orderId` opens: the admin inbox conversation, the writer's or the client's order. */
export function conversationPath(user: User, orderId: number): string {
  const role = effectiveRole(user.role);
  if (role === 'writer') return `/writer/orders/order/${orderId}`;
  return role === 'client' ? `/orders/order/${orderId}` : `/inbox/view/${orderId}`;
}

/**
 * The message dropdown of the top bar (clients, writers, admins): unread messages waiting for the signed-in person
 * (`GET messages/list-unread`), each as sender, a 30-character preview and time; one opens its
 * conversation. Loaded when the bar appears (through the query cache) and each time it opens; a realtime
 * notification reloads it.
 * @see docs/product.md §2 Layouts (a message dropdown for members), §7 Messages (messages/list-unread), §9 (preview 30)
 */
export function MessagesDropdown() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const t = useT(catalog);
  const allowed = user ? hasMessageDropdown(user) : false;
  const { data: messages, error, reload } = useResource({ ...unreadMessagesQuery(), enabled: allowed });
  if (!user || !allowed) return null;

  const content = (
    <div style={{ width: HEADER_POPOVER_WIDTH }} data-testid="message-list">
      <Typography.Text strong style={{ display: 'block', padding: '4px 12px 8px', borderBottom: '1px solid #f0f0f0' }}>
        {t('shell.messages.title')}
      </Typography.Text>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        {error && (
          <Typography.Text type="danger" style={{ display: 'block', padding: 12 }}>
            {error}
          </Typography.Text>
        )}
        {!error && messages === null && (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        )}
        {!error && messages?.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.messages.empty')} />
        )}
        {messages?.map((m) => (
          <button
            key={m.id}
            type="button"
            data-testid="message-item"
            onClick={() => {
              setOpen(false);
              navigate(conversationPath(user, m.order_id));
            }}
            style={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              border: 0,
              borderBottom: '1px solid #f0f0f0',
              background: 'transparent',
              padding: '10px 12px',
              cursor: 'pointer',
            }}
          >
            <Typography.Text strong>{m.user?.name ?? m.phone ?? t('shell.messages.sender_unknown')}</Typography.Text>
            <Typography.Text type="secondary" style={{ float: 'right', fontSize: 12 }}>
              #{m.order_id}
            </Typography.Text>
            <div>{messagePreview(m.message)}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <DateTime value={m.created_at} />
            </Typography.Text>
          </button>
        ))}
      </div>
    </div>
  );

  return (
    <HeaderPopover
      open={open}
      setOpen={setOpen}
      onOpen={reload}
      content={content}
      count={messages?.length ?? 0}
      overflowCount={49}
      icon={<MessageOutlined style={{ fontSize: 18 }} />}
      label={t('shell.messages.title')}
      testId="messages-button"
    />
  );
}
