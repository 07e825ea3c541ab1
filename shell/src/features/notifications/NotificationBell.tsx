import { useState } from 'react';
import { Button, Empty, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useFeedback, useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { useQueryClient, useResource } from '@scriptorium/shared-kit/data';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { actionTarget } from './actionPath.js';
import type { AppNotification } from '@scriptorium/contracts/core';
import { allNotificationsRead, notificationMarkedRead, useUnreadNotifications } from './bellCache.js';
import { markAllNotificationsRead, markNotificationRead, notificationsQuery } from './notificationsApi.js';
import { HEADER_POPOVER_WIDTH, HeaderPopover } from '../../components/HeaderPopover.js';

function Item({ n, onOpen }: { n: AppNotification; onOpen: (n: AppNotification) => void }) {
  const t = useT(catalog);
  const unread = !n.read_at;
  return (
    <button
      type="button"
      onClick={() => onOpen(n)}
      data-testid="notification-item"
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        border: 0,
        borderBottom: '1px solid #f0f0f0',
        cursor: 'pointer',
        padding: '10px 12px',
        background: unread ? '#f0f5ff' : 'transparent',
      }}
    >
      <Typography.Text strong={unread}>{n.data.summary}</Typography.Text>
      {n.data.message && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '2px 0', fontSize: 13 }}>
          {n.data.message}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <DateTime value={n.created_at} />
        {n.data.action_url && (
          <span style={{ marginInlineStart: 8, color: '#2f54eb' }}>{t('shell.notifications.open')}</span>
        )}
      </Typography.Text>
    </button>
  );
}

/**
 * The notification bell: the unread count as a badge; opening it loads the newest notifications
 * (summary, message, time, action link), through the query cache. Opening one marks it read and follows
 * its link; 'Mark all as read' clears the count. New ones arrive in real time (useNotificationFeed).
 * @see docs/product.md §2 Layouts (notification bell with an unread count), §3 Notification, §7 Real time
 */
export function NotificationBell() {
  const user = useSession((s) => s.user);
  const unread = useUnreadNotifications();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  // Loaded the first time the bell opens, reloaded each time after.
  const [asked, setAsked] = useState(false);
  const list = useResource({ ...notificationsQuery(), enabled: asked });
  const items = list.data ?? [];
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const t = useT(catalog);

  const load = () => {
    if (asked) list.reload();
    else setAsked(true);
  };

  const openItem = async (n: AppNotification) => {
    setOpen(false);
    const target = actionTarget(n.data.action_url);
    if (target && 'inApp' in target) navigate(target.inApp);
    else if (target) window.open(target.external, '_blank', 'noopener');
    if (!n.read_at) {
      try {
        notificationMarkedRead(client, user, n.id, await markNotificationRead(n.id));
      } catch (error) {
        toast.error(errorMessage(error));
      }
    }
  };

  const readAll = async () => {
    try {
      await markAllNotificationsRead();
      allNotificationsRead(client, user);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const content = (
    <div style={{ width: HEADER_POPOVER_WIDTH }} data-testid="notification-list">
      <div
        style={{ display: 'flex', alignItems: 'center', padding: '4px 12px 8px', borderBottom: '1px solid #f0f0f0' }}
      >
        <Typography.Text strong>{t('shell.notifications.title')}</Typography.Text>
        <Button
          type="link"
          size="small"
          style={{ marginInlineStart: 'auto' }}
          disabled={unread === 0}
          onClick={() => void readAll()}
        >
          {t('shell.notifications.mark_all_read')}
        </Button>
      </div>
      <div style={{ maxHeight: 380, overflowY: 'auto' }}>
        {list.error && (
          <Typography.Text type="danger" style={{ display: 'block', padding: 12 }}>
            {list.error}
          </Typography.Text>
        )}
        {!list.data && !list.error ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        ) : items.length ? (
          items.map((n) => <Item key={n.id} n={n} onOpen={(x) => void openItem(x)} />)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.notifications.empty')} />
        )}
      </div>
    </div>
  );

  return (
    <HeaderPopover
      open={open}
      setOpen={setOpen}
      onOpen={load}
      content={content}
      count={unread}
      icon={<BellOutlined style={{ fontSize: 18 }} />}
      label={t('shell.notifications.button', { unread: String(unread) })}
      testId="notification-bell"
    />
  );
}
