import { OrderForm } from './OrderForm.js';

/**
 * `/orders/new` and `/orders/new-order-form`: the order form with the live price panel; `service_type_id`
 * and `package_id` in the query prefill it. @see spec §2 /orders/new, /orders/new-order-form
 */
export default function NewOrder() {
  return <OrderForm variant="standard" />;
}
