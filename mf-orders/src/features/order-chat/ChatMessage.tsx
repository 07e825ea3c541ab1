import { Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { Role } from '@scriptorium/contracts/core';
import type { Message } from '@scriptorium/contracts/orders';
import { useT } from '@scriptorium/shared-kit/core';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { catalog } from '../../i18n/catalog.js';
import { useSeenOnScreen } from './useSeenOnScreen.js';

/** Props of {@link ChatMessage}. */
export interface ChatMessageProps {
  message: Message;
  /** Written by the viewer (shown on the right). */
  own: boolean;
  /** Waits for the viewer to read it: `onSeen` runs when it scrolls into view. */
  awaiting: boolean;
  onSeen: (m: Message) => void;
  /** Admins see whom each message was aimed at. */
  showTarget: boolean;
}

/** Whom a message was aimed at, as admins read it (catalogue ids; English 'to client', 'to writer', 'to support'). */
const TARGET_LABELS = {
  client: 'orders.chat.target.client',
  writer: 'orders.chat.target.writer',
  admin: 'orders.chat.target.admin',
} as const satisfies Record<Role, string>;

/** One chat bubble: sender, time, text; own messages right-aligned; a tick once the addressee read it. */
export function ChatMessage({ message: m, own, awaiting, onSeen, showTarget }: ChatMessageProps) {
  const t = useT(catalog);
  const ref = useSeenOnScreen<HTMLDivElement>(awaiting, () => onSeen(m));
  return (
    <div
      ref={ref}
      data-testid={`message-${m.id}`}
      data-read={m.read_at ? 'true' : 'false'}
      style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', margin: '8px 0' }}
    >
      <div style={{ maxWidth: '80%', background: own ? '#e6f4ff' : '#f5f5f5', borderRadius: 8, padding: '6px 10px' }}>
        <div style={{ fontSize: 12 }}>
          <Typography.Text strong>
            {own ? t('orders.chat.you') : m.user.name || t('orders.chat.someone')}
          </Typography.Text>{' '}
          {showTarget && <Tag style={{ fontSize: 11, marginInlineStart: 4 }}>{t(TARGET_LABELS[m.target])}</Tag>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <DateTime value={m.created_at} />
          </Typography.Text>
          {own && m.read_at && (
            <CheckOutlined aria-label={t('orders.chat.read')} style={{ marginInlineStart: 6, color: '#52c41a' }} />
          )}
        </div>
        <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.message}</div>
      </div>
    </div>
  );
}
