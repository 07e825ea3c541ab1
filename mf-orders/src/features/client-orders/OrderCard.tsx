import { Badge, Button, Card, Flex, Space, Steps, Typography } from 'antd';
import { FileOutlined, MessageOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { CLIENT_PROGRESS_STEPS } from '@scriptorium/contracts/core';
import { canPerform, type ClientOrderRow } from '@scriptorium/contracts/orders';
import { Money } from '@scriptorium/shared-kit/format';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { useT } from '@scriptorium/shared-kit/core';
import { StatusBadge } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { clientStatusLabel } from '../../lib/clientStatus.js';
import { INSTRUCTIONS_PREVIEW, truncate } from '../../lib/text.js';

/** Index of the client progress step covering `status`, or -1 (cancelled). @see docs/product.md §4 Orders "Client progress steps" */
export function progressStep(status: string): number {
  return CLIENT_PROGRESS_STEPS.findIndex((s) => (s.statuses as string[]).includes(status));
}

/** The catalogue id of each client progress step's title, by its label in contracts. */
const STEP_TITLES: Record<
  string,
  'orders.progress.pending' | 'orders.progress.inProgress' | 'orders.progress.completed' | 'orders.progress.approved'
> = {
  Pending: 'orders.progress.pending',
  'In Progress': 'orders.progress.inProgress',
  Completed: 'orders.progress.completed',
  Approved: 'orders.progress.approved',
};

/**
 * Whether the card offers 'Pay Now': the owning client may get a payment link (the lifecycle table:
 * amount exceeds paid, the order priced and not cancelled). @see docs/product.md §2 /orders ("a Pay Now link when amount exceeds paid")
 */
export function offersPayNow(order: ClientOrderRow): boolean {
  return canPerform('get_payment_link', {
    role: 'client',
    isOwner: true,
    status: order.status,
    amount: order.amount ?? 0,
    paidAmount: order.paid_amount ?? 0,
  }).allowed;
}

/**
 * One order card of the client's list: service name, id, one status in the client's words that agrees
 * with the tracker (`clientStatusLabel`), title, deadline, progress steps (Pending / In Progress /
 * Completed / Approved), instructions cut at 150 characters, unread message count, a Files link, 'Pay
 * Now' when something is owed, and the amount (USD) with what is paid of it when part is. The payment
 * state is no second tag: the status says "Awaiting payment" and Pay Now offers it.
 * @see docs/product.md §2 /orders (cards), §4 Orders, §9
 */
export function OrderCard({ order }: { order: ClientOrderRow }) {
  const t = useT(catalog);
  const navigate = useNavigate();
  const path = `/orders/order/${order.id}`;
  const step = progressStep(order.status);
  return (
    <Card size="small" data-testid={`order-card-${order.id}`} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Space orientation="vertical" size={2} style={{ minWidth: 0, flex: 1 }}>
          <Space size={8} wrap>
            <Typography.Text type="secondary">{order.service_type?.name ?? t('orders.card.order')}</Typography.Text>
            <Typography.Text type="secondary">#{order.id}</Typography.Text>
            <StatusBadge status={order.status} label={clientStatusLabel(order.status, t)} />
          </Space>
          <Link to={path}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {order.title}
            </Typography.Title>
          </Link>
          {order.deadline && (
            <Typography.Text type="secondary">
              {t('orders.card.deadline')} <DateTime value={order.deadline} />
            </Typography.Text>
          )}
        </Space>
        <Space orientation="vertical" align="end" size={2}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {order.amount ? <Money value={order.amount} currency="USD" /> : t('orders.card.awaitingQuote')}
          </Typography.Text>
          {order.amount && order.paid_amount && order.paid_amount < order.amount ? (
            <Typography.Text type="secondary">
              <Money value={order.paid_amount} currency="USD" /> {t('orders.card.paid')}
            </Typography.Text>
          ) : null}
        </Space>
      </Flex>
      {step >= 0 && (
        <Steps
          size="small"
          current={step}
          status={order.status === 'approved' ? 'finish' : 'process'}
          style={{ margin: '16px 0' }}
          items={CLIENT_PROGRESS_STEPS.map((s) => ({
            title: STEP_TITLES[s.label] ? t(STEP_TITLES[s.label]) : s.label,
          }))}
        />
      )}
      {order.instructions && (
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          {truncate(order.instructions, INSTRUCTIONS_PREVIEW)}
        </Typography.Paragraph>
      )}
      <Space size={16} wrap>
        <Link to={path} aria-label={t('orders.card.messagesUnread', { count: order.unread_messages_count })}>
          <MessageOutlined /> {t('orders.card.messages')} <Badge count={order.unread_messages_count} size="small" />
        </Link>
        <Link to={`${path}/tab/files`}>
          <FileOutlined /> {t('orders.card.files')}
        </Link>
        {offersPayNow(order) && (
          <Button type="primary" size="small" onClick={() => navigate(`${path}?paynow`)}>
            {t('orders.card.payNow')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
