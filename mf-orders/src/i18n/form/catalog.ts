import en from './locales/en.json?lingui';
import { defineCatalog } from '@scriptorium/shared-kit/core';

/**
 * The order form's texts (ids `orders.form.…`, `orders.price.…`): the guest's and the client's new order,
 * the custom order form, the price panel. A catalogue of its own, apart from the remote's other screens'
 * (../catalog.ts), so the form's chunk carries only the form's English and a Swahili form page fetches
 * only the form's Swahili: the guest's `/orders/new` has a JavaScript budget (docs/benchmarks.md).
 * @see docs/architecture.md Languages
 */
export const catalog = defineCatalog<typeof import('./locales/en.json')>('orders-form', en, {
  sw: () => import('./locales/sw.json?lingui'),
});
