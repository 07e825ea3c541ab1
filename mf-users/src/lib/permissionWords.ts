/**
 * Permission keys in people's words, in the current language. An admin editing a department reads
 * "Mark order paid" ("Weka oda kuwa imelipwa"), not `mark_order_paid`; the screens keep the key at hand
 * (a tooltip) for whoever needs the exact name. The catalogue holds the registry's keys
 * (`users.permission.{key}`, `users.module.{module}`); a key it does not know reads as the English words
 * below. Called while rendering, so the calling screen (which uses `useT`) re-renders on a switch.
 * @see docs/product.md §6 (the keys)
 */
import { catalog, type UsersKey } from '../i18n/catalog.js';

/** The text of `id` in the current language, or undefined when the catalogue has no such id. */
function known(id: string): string | undefined {
  const text = catalog.t(id as UsersKey);
  return text === id ? undefined : text;
}

/** Where the words of a key's last segment would mislead or say too little. */
const WORDS: Record<string, string> = {
  'payments.withdrawals.approve_withdrawal': 'Mark withdrawals paid',
  'payments.withdrawals.reject_withdrawal': 'Reject withdrawals',
  'payments.withdrawals.view_withdrawal': 'View withdrawals',
  'payments.order_payments.refund': 'Refund order payments',
  'orders.order.view_amount': 'See order amounts',
  'orders.order.view_deadline': 'See order deadlines',
  'orders.order.view_writer_deadline': "See the writer's deadline",
  'orders.order.view_client': 'See the client',
  'orders.order.view_order_source': 'See the order source',
  'orders.order.allow_client_file': 'Show files to the client',
  'orders.order.cancel_assigned_order': 'Cancel an assignment',
  'users.writers.manage_writers': 'Approve and suspend writers',
};

/** `order_payments` → 'Order payments'. */
function sentence(text: string): string {
  const words = text.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A permission key in words: `orders.order.mark_order_paid` → 'Mark order paid'; `settings.service_types` → 'Service types'. */
export function permissionLabel(key: string): string {
  return known(`users.permission.${key}`) ?? WORDS[key] ?? sentence(key.split('.').pop() ?? key);
}

/** A permission module in words: `order_payments` → 'Order payments'. */
export function moduleLabel(module: string): string {
  return known(`users.module.${module}`) ?? sentence(module);
}
