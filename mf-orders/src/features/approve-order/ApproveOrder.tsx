import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useResource } from '@scriptorium/shared-kit/data';
import { useT } from '@scriptorium/shared-kit/core';
import { StarRating, StatusBadge } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { orderPath, useViewer } from '../../lib/viewer.js';
import { orderQuery } from '../../lib/orderApi.js';
import { useApproveOrder } from './useApproveOrder.js';

/**
 * Approve order (`/orders/approve?orderId={id}`): a star rating out of 5, comments and an optional tip
 * (USD). The owning client rates (stars required); an admin with approve_order may approve without stars.
 * 'Order has been rated' / 'Order approved'; then the tip page (when a tip is due) or the order, after 2 s.
 * When the payment provider made no tip link, the approval stands and a "Pay tip" button asks again.
 * @see docs/product.md §2 Approve order, §3 Order rating input, §4 Orders, §5
 */
export default function ApproveOrder() {
  const t = useT(catalog);
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { role } = useViewer();
  const order = useResource(orderQuery(orderId));
  const approve = useApproveOrder(orderId, role ?? 'client');
  const [rating, setRating] = useState(0);
  const [comments, setComments] = useState('');
  const [tip, setTip] = useState<number | null>(null);

  if (!role) return null;
  if (!valid) return <Result status="404" title={t('orders.approve.notFound')} subTitle={t('orders.approve.noId')} />;
  if (!order.data)
    return order.error ? (
      <Result status="404" title={t('orders.approve.notFound')} subTitle={order.error} />
    ) : (
      <Skeleton active />
    );
  const o = order.data;
  const mayApprove = o.actions?.includes('approve') || approve.status !== 'idle';
  const isClient = role === 'client';

  return (
    <Card
      title={t('orders.approve.title', { id: o.id, title: o.title })}
      style={{ maxWidth: 640 }}
      data-testid="approve-order"
    >
      {!mayApprove ? (
        <Alert
          type="info"
          showIcon
          title={
            <>
              {t('orders.approve.cannot')}
              <StatusBadge status={o.status} />
              {t('orders.approve.cannotEnd')}
            </>
          }
          description={<Link to={orderPath(role, o.id)}>{t('orders.approve.back')}</Link>}
        />
      ) : approve.status === 'success' ? (
        <Result status="success" title={t('orders.approve.thanks')} subTitle={t('orders.approve.moving')} />
      ) : approve.status === 'tip_due' ? (
        <Result
          status="success"
          title={t('orders.approve.approvedTipDue')}
          data-testid="tip-due"
          subTitle={t('orders.approve.tipNotTaken')}
          extra={[
            <Button key="pay" type="primary" loading={approve.askingTip} onClick={() => void approve.payTip()}>
              {t('orders.approve.payTip')}
            </Button>,
            <Link key="back" to={orderPath(role, o.id)}>
              {t('orders.approve.back')}
            </Link>,
          ]}
        />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('orders.approve.rating')}
            required={isClient}
            validateStatus={approve.errors.rating ? 'error' : undefined}
            help={approve.errors.rating}
          >
            <StarRating value={rating} onChange={setRating} id="rating" />
          </Form.Item>
          <Form.Item
            label={t('orders.approve.comments')}
            htmlFor="comments"
            validateStatus={approve.errors.comments ? 'error' : undefined}
            help={approve.errors.comments}
          >
            <Input.TextArea id="comments" rows={4} value={comments} onChange={(e) => setComments(e.target.value)} />
          </Form.Item>
          {isClient && (
            <Form.Item
              label={t('orders.approve.tip')}
              htmlFor="tip"
              extra={t('orders.approve.tipHelp')}
              validateStatus={approve.errors.tip ? 'error' : undefined}
              help={approve.errors.tip}
            >
              <InputNumber
                id="tip"
                prefix="$"
                min={0}
                step={1}
                precision={2}
                style={{ width: '100%' }}
                value={tip}
                onChange={(v) => setTip(v)}
              />
            </Form.Item>
          )}
          <Typography.Paragraph type="secondary">{t('orders.approve.confirms')}</Typography.Paragraph>
          <Button
            type="primary"
            loading={approve.status === 'processing'}
            onClick={() => void approve.submit({ rating, comments, tip })}
          >
            {t(isClient ? 'orders.approve.approveAndRate' : 'orders.approve.approve')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
