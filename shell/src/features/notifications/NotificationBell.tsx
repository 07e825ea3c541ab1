import { useState } from 'react';
import { Button, Empty, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useFeedback } from '@scriptorium/shared-kit/core';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { actionTarget } from './actionPath.js';
import type { AppNotification } from '@scriptorium/contracts/core';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notificationsApi.js';
import { notificationStore } from './notificationStore.js';
import { HeaderPopover } from '../../components/HeaderPopover.js';

function Item({ n, onOpen }: { n: AppNotification; onOpen: (n: AppNotification) => void }) {
  const unread = !n.read_at;
  return (
    <button
      type="button"
      onClick={() => onOpen(n)}
      data-testid="notification-item"
      style={{
        display: 'block', width: '100%', textAlign: 'left', border: 0, borderBottom: '1px solid #f0f0f0', cursor: 'pointer',
        padding: '10px 12px', background: unread ? '#f0f5ff' : 'transparent',
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
        {n.data.action_url && <span style={{ marginInlineStart: 8, color: '#2f54eb' }}>Open</span>}
      </Typography.Text>
    </button>
  );
}

/**
 * The notification bell: the unread count as a badge; opening it loads the newest notifications
 * (summary, message, time, action link). Opening one marks it read and follows its link; 'Mark all as
 * read' clears the count. New ones arrive in real time (useNotificationFeed).
 * @see spec §2 Layouts (notification bell with an unread count), §3 Notification, §7 Real time
 */
export function NotificationBell() {
  const unread = notificationStore((s) => s.unread);
  const items = notificationStore((s) => s.items);
  const loaded = notificationStore((s) => s.loaded);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();
  const { toast } = useFeedback();

  const load = async () => {
    setLoading(true);
    try {
      notificationStore.getState().setItems((await fetchNotifications(8)).items);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  const openItem = async (n: AppNotification) => {
    setOpen(false);
    const target = actionTarget(n.data.action_url);
    if (target && 'inApp' in target) navigate(target.inApp);
    else if (target) window.open(target.external, '_blank', 'noopener');
    if (!n.read_at) {
      try {
        notificationStore.getState().markedRead(n.id, await markNotificationRead(n.id));
      } catch (error) {
        toast.error(errorMessage(error));
      }
    }
  };

  const readAll = async () => {
    try {
      await markAllNotificationsRead();
      notificationStore.getState().allRead();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const content = (
    <div style={{ width: 340, maxWidth: '85vw' }} data-testid="notification-list">
      <div style={{ display: 'flex', alignItems: 'center', padding: '4px 12px 8px', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong>Notifications</Typography.Text>
        <Button type="link" size="small" style={{ marginInlineStart: 'auto' }} disabled={unread === 0} onClick={() => void readAll()}>
          Mark all as read
        </Button>
      </div>
      <div style={{ maxHeight: 380, overflowY: 'auto' }}>
        {loading && !loaded ? (
          <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>
        ) : items.length ? (
          items.map((n) => <Item key={n.id} n={n} onOpen={(x) => void openItem(x)} />)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
        )}
      </div>
    </div>
  );

  return (
    <HeaderPopover
      open={open} setOpen={setOpen} onOpen={() => void load()} content={content} count={unread}
      icon={<BellOutlined style={{ fontSize: 18 }} />} label={`Notifications (${unread} unread)`} testId="notification-bell"
    />
  );
}
