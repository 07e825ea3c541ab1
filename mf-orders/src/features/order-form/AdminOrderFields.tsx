import { Col, Form, Row, Select } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { TagSearch } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/form/catalog.js';
import type { FormOptions } from './api.js';

/** Props of {@link AdminOrderFields}. */
export interface AdminOrderFieldsProps {
  /** The order sources to choose from (settings' `orderSources`). */
  orderSources: FormOptions['orderSources'];
}

/**
 * The order form's fields only an admin fills in: the client (required, searched by name or email) and the
 * order source. Its own chunk: a guest's or client's form neither shows nor downloads them, which keeps
 * a phone's first download small.
 * @see docs/product.md §2 /orders/new (admin: client and order source)
 */
export default function AdminOrderFields({ orderSources }: AdminOrderFieldsProps) {
  const t = useT(catalog);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="user_id"
          label={t('orders.form.client')}
          rules={[{ required: true, message: t('orders.form.clientRequired') }]}
        >
          <TagSearch url="users/list/clients" multiple={false} placeholder={t('orders.form.clientPlaceholder')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="order_source_id" label={t('orders.form.orderSource')}>
          <Select
            allowClear
            placeholder={t('orders.form.selectPlaceholder')}
            options={orderSources.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
