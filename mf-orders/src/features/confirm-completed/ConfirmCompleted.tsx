import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Result, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, useFeedback, useT } from '@scriptorium/shared-kit/core';
import { useInvalidate } from '@scriptorium/shared-kit/data';
import { catalog } from '../../i18n/catalog.js';
import { orderPath, useViewer } from '../../lib/viewer.js';
import { OrderFiles } from '../order-files/index.js';
import { deliverOrder } from './api.js';

/** The confirmation checkbox's text (docs/product.md §2 Confirm completed). */
export const CONFIRM_TEXT = 'orders.deliver.confirm' as const;
/** The success message after delivery (docs/product.md §2, §8). */
export const COMPLETED_TEXT = 'orders.deliver.completed' as const;

/**
 * Confirm completed (`/orders/confirm-completed/{id}` for admins, `/writer/orders/confirm-completed/{id}`
 * for writers): an info notice to make sure every file is uploaded, the order's files (uploads allowed
 * here too), the checkbox 'I Confirm that all the documents have been attached', and 'Deliver Now',
 * disabled until it is ticked. Success: 'Order has been marked as completed', the order invalidated
 * (`['orders', id]`) and its page (writer route for writers); failure: the server's message.
 * @see docs/product.md §2 Confirm completed, §4 Orders, §5 ("Deliver Now needs the confirmation checkbox ticked")
 */
export default function ConfirmCompleted() {
  const t = useT(catalog);
  const id = Number(useParams().id);
  const { role } = useViewer();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const invalidate = useInvalidate();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!role) return null;
  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title={t('orders.deliver.notFound')} />;
  const back = orderPath(role, id);

  const deliver = async () => {
    setBusy(true);
    try {
      const message = await deliverOrder(id, role);
      toast.success(message || t(COMPLETED_TEXT));
      void invalidate(['orders', id]);
      navigate(back);
    } catch (e) {
      toast.error(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <section data-testid="confirm-completed">
      <Typography.Title level={3}>{t('orders.deliver.title', { id })}</Typography.Title>
      <Alert
        type="info"
        showIcon
        title={t('orders.deliver.confirmUploaded')}
        description={t('orders.deliver.beforeDelivering')}
        style={{ marginBottom: 16 }}
      />
      <Card size="small" title={t('orders.deliver.files')} style={{ marginBottom: 16 }}>
        <OrderFiles orderId={id} />
      </Card>
      <Space orientation="vertical">
        <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)}>
          {t(CONFIRM_TEXT)}
        </Checkbox>
        <Space>
          <Button type="primary" disabled={!confirmed} loading={busy} onClick={() => void deliver()}>
            {t('orders.deliver.submit')}
          </Button>
          <Link to={back}>{t('orders.deliver.back')}</Link>
        </Space>
      </Space>
    </section>
  );
}
