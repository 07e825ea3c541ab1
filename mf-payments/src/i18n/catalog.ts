import en from './locales/en.json?lingui';
import { defineCatalog } from '@scriptorium/shared-kit/core';

/**
 * The payments remote's texts (ids `payments.…`): English bundled, Swahili loaded when chosen.
 * @see docs/architecture.md Languages
 */
export const catalog = defineCatalog<typeof import('./locales/en.json')>('payments', en, {
  sw: () => import('./locales/sw.json?lingui'),
});

/** An id of the payments catalogue. */
export type PaymentsMessageId = Parameters<typeof catalog.t>[0];

/** The payments catalogue's translate function (`useT(catalog)` in a component, `catalog.t` outside one). */
export type PaymentsT = typeof catalog.t;
