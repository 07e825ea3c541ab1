import { Radio } from 'antd';
import { OrderForm } from './OrderForm.js';

/**
 * `/orders/form`: the custom order form — service types as radio buttons and the price × the deadline's
 * rate. @see docs/product.md §2 /orders/form, §9 ("On the custom form it is also multiplied by the deadline's rate")
 */
export default function CustomOrder() {
  return (
    <OrderForm
      variant="custom"
      serviceTypeInput={(choices) => (
        <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={choices} />
      )}
    />
  );
}
