/**
 * Default mail / notification templates, one per thing the product tells people.
 * Placeholders: `{name}` (recipient), `{order_id}`, `{title}`, `{amount}`, `{reason}`, `{message}`,
 * `{reference}`, `{token}`, `{email}`, `{app_name}`. `action_url` is relative to PUBLIC_URL.
 * @see docs/product.md §3 notification_messages fields
 */
export interface TemplateSeed {
  slug: string;
  subject: string;
  mail: string;
  sms: string;
  action_url: string | null;
  action_label: string | null;
  permission: string | null;
}

const t = (
  slug: string,
  subject: string,
  mail: string,
  action_url: string | null,
  action_label: string | null,
  permission: string | null = null,
): TemplateSeed => ({
  slug,
  subject,
  mail,
  sms: mail.length > 150 ? mail.slice(0, 147) + '...' : mail,
  action_url,
  action_label,
  permission,
});

export const NOTIFICATION_TEMPLATES: TemplateSeed[] = [
  t(
    'welcome',
    'Welcome to {app_name}',
    'Hello {name}, your account is ready. You can place your first order any time.',
    '/orders/new',
    'Place an order',
  ),
  t(
    'password_reset',
    'Reset your password',
    'Hello {name}, we received a request to reset your password. The link is valid for 60 minutes. If you did not ask for it, ignore this mail.',
    '/reset-password?token={token}&email={email}',
    'Reset password',
  ),
  t(
    'order_submitted',
    'Order #{order_id} received',
    'Hello {name}, order #{order_id} "{title}" has been submitted.',
    '/orders/order/{order_id}',
    'View order',
    'orders.menu.view_orders',
  ),
  t(
    'quote_submitted',
    'Quote for order #{order_id}',
    'Hello {name}, the price of order #{order_id} "{title}" is {amount}. You can pay now to get it started.',
    '/orders/order/{order_id}?paynow=1',
    'Pay now',
  ),
  t(
    'order_paid',
    'Payment received for order #{order_id}',
    'Hello {name}, we received {amount} for order #{order_id}.',
    '/orders/order/{order_id}',
    'View order',
    'orders.order.mark_order_paid',
  ),
  t(
    'order_refunded',
    'Refund for order #{order_id}',
    'Hello {name}, {amount} of your payment for order #{order_id} "{title}" has been refunded: {reason}',
    '/orders/order/{order_id}',
    'View order',
    'payments.order_payments.refund',
  ),
  t(
    'payment_returned',
    'Payment of {amount} returned on order #{order_id}',
    'Hello {name}, a payment of {amount} reached us for order #{order_id} "{title}", which could not take it: {reason}. It is being refunded in full to the payer; check its refund under the order\'s payments.',
    '/orders/order/{order_id}',
    'View order',
    'payments.order_payments.refund',
  ),
  t(
    'refund_failed',
    'Refund of {amount} failed on order #{order_id}',
    'Hello {name}, a refund of {amount} on order #{order_id} "{title}" failed: {reason}.',
    '/orders/order/{order_id}',
    'View order',
    'payments.order_payments.refund',
  ),
  t(
    'payment_disputed',
    'Payment disputed on order #{order_id}',
    'Hello {name}, a payment of order #{order_id} "{title}" is disputed ({amount}): {reason}.',
    '/orders/order/{order_id}',
    'View order',
    'payments.order_payments.refund',
  ),
  t(
    'writer_assigned',
    'You have been assigned order #{order_id}',
    'Hello {name}, order #{order_id} "{title}" has been assigned to you.',
    '/writer/orders/order/{order_id}',
    'Open order',
  ),
  t(
    'order_delivered',
    'Order #{order_id} delivered',
    'Hello {name}, order #{order_id} "{title}" has been delivered for review.',
    '/orders/order/{order_id}',
    'Review order',
    'orders.order.approve_order',
  ),
  t(
    'order_completed',
    'Order #{order_id} is complete',
    'Hello {name}, order #{order_id} "{title}" is complete. Please review the files and approve it or ask for a revision.',
    '/orders/order/{order_id}',
    'Review order',
  ),
  t(
    'order_approved',
    'Order #{order_id} approved',
    'Hello {name}, order #{order_id} "{title}" has been approved.',
    '/orders/order/{order_id}',
    'View order',
  ),
  t(
    'revision_requested',
    'Revision requested on order #{order_id}',
    'Hello {name}, a revision was requested on order #{order_id}: {message}',
    '/writer/orders/order/{order_id}',
    'Open order',
  ),
  t(
    'new_message',
    'New message on order #{order_id}',
    'Hello {name}, you have a new message on order #{order_id}: {message}',
    '/orders/order/{order_id}',
    'Read message',
  ),
  t(
    'withdrawal_requested',
    'Withdrawal request of {amount}',
    'Hello {name}, a withdrawal of {amount} has been requested.',
    '/payments/withdrawals',
    'View withdrawals',
    'payments.withdrawals.view_withdrawal',
  ),
  t(
    'withdrawal_approved',
    'Withdrawal of {amount} paid',
    'Hello {name}, your withdrawal of {amount} has been paid. Reference: {reference}.',
    '/writer/earnings',
    'View earnings',
  ),
  t(
    'withdrawal_rejected',
    'Withdrawal of {amount} rejected',
    'Hello {name}, your withdrawal of {amount} was rejected: {reason}',
    '/writer/earnings',
    'View earnings',
  ),
  t(
    'account_approved',
    'Your writer account is active',
    'Hello {name}, your writer account has been approved. You can now sign in.',
    '/sh-auth',
    'Sign in',
  ),
  t(
    'account_suspended',
    'Your account has been suspended',
    'Hello {name}, your account has been suspended. Contact support for details.',
    null,
    null,
  ),
  t(
    'order_cancelled',
    'Order #{order_id} cancelled',
    'Hello {name}, order #{order_id} "{title}" has been cancelled.',
    '/orders/order/{order_id}',
    'View order',
  ),
  t(
    'assignment_cancelled',
    'Order #{order_id} is no longer assigned to you',
    'Hello {name}, your assignment on order #{order_id} "{title}" has been cancelled: {reason}',
    '/writer/orders/closed',
    'View orders',
  ),
  t(
    'assignment_updated',
    'Your assignment on order #{order_id} changed',
    'Hello {name}, your assignment on order #{order_id} "{title}" changed: {message}',
    '/writer/orders/order/{order_id}',
    'Open order',
  ),
];
