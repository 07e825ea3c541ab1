import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Segmented, Spin, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { Role } from '@scriptorium/contracts/core';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { useViewer } from '../../lib/viewer.js';
import { ChatMessage } from './ChatMessage.js';
import { awaitsReading, useOrderChat } from './useOrderChat.js';

/** Props of {@link OrderChat}. */
export interface OrderChatProps {
  orderId: number;
  /** The order has a writer: admins may then write to the writer too. */
  hasWriter?: boolean;
}

/**
 * The order chat: a 50vh pane of messages with sender and time (own on the right), a send box (an empty
 * message is not sent), "{name} is typing…" (hidden after 5 s) and read receipts — a message aimed at
 * the viewer's role is marked read when it scrolls into view. Admins choose whom they write to (client
 * or writer); clients and writers write to the admins. Live over `messages.{orderId}.{role}`.
 * @see docs/product.md §2 (Order chat inside order detail), §4 Orders, §5 ("An empty message is not sent"), §7, §9 (50vh)
 */
export function OrderChat({ orderId, hasWriter = false }: OrderChatProps) {
  const { user, role } = useViewer();
  if (!user || !role) return null;
  return <ChatPane orderId={orderId} hasWriter={hasWriter} user={user} role={role} />;
}

function ChatPane({
  orderId,
  hasWriter,
  user,
  role,
}: OrderChatProps & { user: NonNullable<ReturnType<typeof useViewer>['user']>; role: Role }) {
  const t = useT(catalog);
  const chat = useOrderChat(orderId, user, role);
  const [text, setText] = useState('');
  const [target, setTarget] = useState<Role>('client');
  const pane = useRef<HTMLDivElement | null>(null);
  const aimedAt = role === 'admin' ? (hasWriter ? target : 'client') : undefined;

  // Keep the newest message in view as messages arrive.
  const count = chat.messages.length;
  useEffect(() => {
    const el = pane.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const submit = async () => {
    if (!text.trim()) return;
    if (await chat.send(text, aimedAt)) setText('');
  };

  return (
    <Card size="small" title={t('orders.chat.title')} data-testid="order-chat" data-chat-order={orderId}>
      {/* 50vh once there are messages (docs/product.md §9); empty, only as tall as "No messages yet", not a
          screen of blank under it on a phone. */}
      <div
        ref={pane}
        style={{ height: count > 0 ? '50vh' : undefined, overflowY: 'auto', paddingInline: 4 }}
        data-testid="chat-pane"
      >
        {chat.loading && (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        )}
        {chat.error && <Alert type="error" showIcon title={chat.error} />}
        {!chat.loading && !chat.error && count === 0 && <Empty description={t('orders.chat.empty')} />}
        {chat.messages.map((m) => (
          <ChatMessage
            key={m.id}
            message={m}
            own={m.user.id === user.id}
            awaiting={awaitsReading(m, { id: user.id, role })}
            onSeen={chat.seen}
            showTarget={role === 'admin'}
          />
        ))}
      </div>
      <div style={{ minHeight: 22 }} aria-live="polite">
        {chat.typist && (
          <Typography.Text type="secondary" italic>
            {t('orders.chat.typing', { name: chat.typist })}
          </Typography.Text>
        )}
      </div>
      {role === 'admin' && hasWriter && (
        <Segmented<Role>
          size="small"
          style={{ marginBottom: 8 }}
          value={aimedAt}
          onChange={setTarget}
          options={[
            { label: t('orders.chat.toClient'), value: 'client' },
            { label: t('orders.chat.toWriter'), value: 'writer' },
          ]}
        />
      )}
      <Flex gap={8} align="end">
        <Input.TextArea
          aria-label={t('orders.chat.message')}
          placeholder={
            role === 'admin' ? t('orders.chat.placeholderTo', { target: aimedAt }) : t('orders.chat.placeholder')
          }
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) chat.typing(aimedAt);
          }}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={chat.sending}
          disabled={!text.trim()}
          onClick={() => void submit()}
        >
          {t('orders.chat.send')}
        </Button>
      </Flex>
    </Card>
  );
}
