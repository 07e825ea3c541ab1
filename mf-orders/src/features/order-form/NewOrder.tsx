import { Select } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/form/catalog.js';
import { OrderForm } from './OrderForm.js';

/**
 * `/orders/new` and `/orders/new-order-form`: the order form with the live price panel and the service
 * type as a select; `service_type_id` and `package_id` in the query prefill it.
 * @see docs/product.md §2 /orders/new, /orders/new-order-form
 */
export default function NewOrder() {
  const t = useT(catalog);
  return (
    <OrderForm
      variant="standard"
      serviceTypeInput={(choices, loading) => (
        <Select placeholder={t('orders.form.servicePlaceholder')} loading={loading} options={choices} />
      )}
    />
  );
}
