import en from './locales/en.json?lingui';
import { defineCatalog } from '@scriptorium/shared-kit/core';

/**
 * The mf-orders remote's texts (ids `orders.…`): the order lists, an order's details, its chat, files and
 * payments, approval, the writer's and the admin's order screens. The order forms' texts are a catalogue
 * of their own (./form/catalog.ts), which the guest's form page loads alone. English is bundled with the
 * remote's code; Swahili loads when chosen.
 * @see docs/architecture.md Languages
 */
export const catalog = defineCatalog<typeof import('./locales/en.json')>('orders', en, {
  sw: () => import('./locales/sw.json?lingui'),
});
