/**
 * Order calls about its terms and money: edit, quote (changeAmount), markPaid, getPaymentLink, cancel.
 * Each is one `changeOrder` transaction: caller checked against the lifecycle table (403/409), body
 * parsed (422), change + log row + notifications, then `reload-order`. A change that makes the order's
 * live checkout links wrong (cancel, a new price, a payment by hand) closes them in its transaction and
 * at their provider after the commit; a payment link is reserved in a short transaction and asked of the
 * provider after it (no provider call under the order's lock).
 * @see docs/product.md §4 Orders, §7 Orders; docs/payments.md (Checkout)
 */
import { z } from 'zod';
import { optionalText, toMinor } from '@scriptorium/contracts/core';
import {
  changeAmountRequest,
  editOrderRequest,
  getPaymentLinkRequest,
  markPaidRequest,
  pendingAmount,
  type Order,
} from '@scriptorium/contracts/orders';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { assignments, orders } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import {
  deliverLink,
  expireAtProviders,
  expireLiveSessions,
  reserveCheckout,
  type CheckoutSession,
} from '../payments-gateway/checkout-links.js';
import { paymentGateway } from '../payments-gateway/index.js';
import { sendReturns } from '../payments/refund-calls.js';
import { applyAction, changeOrder, type OrderChangeDeps } from './change.js';
import { recordPayment, type OrderPaymentView } from './payments.js';
import { adminsForTemplate, usd } from './recipients.js';
import { assertCan, loadOrder, type OrderState } from './state.js';
import { returnWaitingTips, type TipReturn } from './tips.js';
import { orderView } from './view.js';

/** `{message, order}`: what every order change answers (the order as the caller now sees it). */
export interface OrderResult {
  message: string;
  order: Order;
}

/** The order after a change, shaped for the caller (inside the same transaction). */
export async function viewAfter(tx: Tx, state: OrderState): Promise<Order> {
  return orderView(tx, await loadOrder(tx, state.viewer, state.order.id, { lock: true, pastWriters: true }));
}

const vars = (state: OrderState, extra: Record<string, string | number> = {}) => ({
  order_id: state.order.id,
  title: state.order.title,
  ...extra,
});

/** `PUT orders/{id}` (editOrder): title, instructions, client deadline. 'Order saved'. */
export function editOrder(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof editOrderRequest>,
): Promise<OrderResult> {
  return changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('edit_order', state);
    const body = input;
    const patch: PgUpdateSetSource<typeof orders> = { title: body.title };
    if (body.instructions !== undefined) patch.instructions = body.instructions;
    if (body.deadline !== undefined) patch.deadline = new Date(body.deadline);
    await applyAction(tx, state, 'edit_order', patch);
    return {
      result: { message: 'Order saved', order: await viewAfter(tx, state) },
      audit: { type: 'order_edited', log: `${state.viewer.name} edited order #${orderId}` },
    };
  });
}

/**
 * `POST orders/{id}/amount` (changeAmount, Submit Quote): the price in USD; pending_quote → quoted.
 * 422 on `amount` when below what was already paid. The order's live payment links close (their amounts
 * were for the old price).
 */
export async function submitQuote(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof changeAmountRequest>,
): Promise<OrderResult> {
  let closed: CheckoutSession[] = [];
  const result = await changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('submit_quote', state);
    const amount = toMinor(input.amount);
    if (amount < state.order.paid_amount)
      throw fieldError('amount', `The amount cannot be less than the ${usd(state.order.paid_amount)} already paid`);
    await applyAction(tx, state, 'submit_quote', { amount });
    if (amount !== state.order.amount) closed = await expireLiveSessions(tx, orderId, ['order']);
    return {
      result: { message: 'Order saved', order: await viewAfter(tx, state) },
      audit: { type: 'order_quoted', log: `${state.viewer.name} set the price of order #${orderId} to ${usd(amount)}` },
      notify: [{ userIds: [state.order.user_id], slug: 'quote_submitted', vars: vars(state, { amount: usd(amount) }) }],
    };
  });
  void expireAtProviders(deps, closed);
  return result;
}

/**
 * `POST orders/{id}/mark-paid` (markPaid): records `{amount, reference, payment_method}` once per
 * reference; 422 `reference` 'This payment reference has already been recorded'. The order's live
 * payment links close: the client asks again for what is still owed.
 */
export async function markPaid(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof markPaidRequest>,
): Promise<OrderResult & { payment: OrderPaymentView }> {
  let closed: CheckoutSession[] = [];
  const result = await changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('mark_paid', state);
    const body = input;
    const amount = toMinor(body.amount);
    const { payment } = await recordPayment(tx, state, {
      amount,
      reference: body.reference,
      method: body.payment_method,
      action: 'mark_paid',
    });
    closed = await expireLiveSessions(tx, orderId, ['order']);
    return {
      result: { message: 'Payment recorded', payment, order: await viewAfter(tx, state) },
      audit: {
        type: 'order_paid',
        log: `${state.viewer.name} recorded ${usd(amount)} (${body.payment_method}, ${body.reference}) on order #${orderId}`,
      },
      notify: [
        {
          userIds: [state.order.user_id, ...(await adminsForTemplate(tx, 'order_paid'))],
          slug: 'order_paid',
          vars: vars(state, { amount: usd(amount) }),
        },
      ],
    };
  });
  void expireAtProviders(deps, closed);
  return result;
}

/**
 * `POST orders/{id}/payment-link` (getPaymentLink, the owning client): `{payment_link}` of a gateway
 * checkout for `amount` (USD, at most what is owed; 422 on `amount`, or on `gateway` when that one is not
 * offered). The same order, amount and gateway answer the same link while it is open. The link is
 * reserved with the order locked, then asked of the provider outside any transaction: 502 'Payment link
 * not generated' when it refuses, 503 when it has not answered within the provider limit (20 s), 409 when
 * the order changed meanwhile or another request is still making this link.
 * @see docs/payments.md (Checkout)
 */
export async function paymentLink(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof getPaymentLinkRequest>,
): Promise<{ payment_link: string }> {
  const gateway = paymentGateway(deps, input.gateway).name;
  const amount = toMinor(input.amount);
  const reservation = await deps.db.transaction(async (tx) => {
    const state = await loadOrder(tx, actor, orderId, { lock: true });
    assertCan('get_payment_link', state);
    const owed = pendingAmount(state.order.amount, state.order.paid_amount);
    if (amount > owed) throw fieldError('amount', `The amount may not exceed the ${usd(owed)} still owed`);
    const r = await reserveCheckout(tx, deps.config, { orderId, userId: actor.id, kind: 'order', amount, gateway });
    if (r.fresh)
      await audit(
        tx,
        actor,
        'payment_link',
        `${actor.name} opened a payment of ${usd(amount)} for order #${orderId} through ${gateway}`,
      );
    return r;
  });
  return { payment_link: await deliverLink(deps, reservation) };
}

/** Body of `POST orders/{id}/cancel`. */
export const cancelRequest = z.object({ reason: optionalText('reason', 2000) });

/**
 * `POST orders/{id}/cancel` {reason?}: admins (edit_order) while open; the owning client before paying.
 * A live writer assignment is cancelled with it; the order's live checkout links close (here, then at
 * their provider), and a tip paid while no writer was assigned is given back.
 */
export async function cancelOrder(
  deps: OrderChangeDeps,
  actor: Actor,
  orderId: number,
  input: z.output<typeof cancelRequest>,
): Promise<OrderResult> {
  let closed: CheckoutSession[] = [];
  let giveBack: TipReturn[] = [];
  const result = await changeOrder(deps, actor, orderId, async (tx, state) => {
    assertCan('cancel', state);
    const { reason } = input;
    await applyAction(tx, state, 'cancel');
    const writerId = state.assignment?.user_id;
    if (state.assignment) {
      await tx
        .update(assignments)
        .set({ status: 'cancelled', cancel_reason: reason ?? 'The order was cancelled' })
        .where(eq(assignments.id, state.assignment.id));
    }
    closed = await expireLiveSessions(tx, orderId);
    giveBack = await returnWaitingTips(tx, orderId, 'The order was cancelled before a writer was assigned');
    return {
      result: { message: 'Order cancelled', order: await viewAfter(tx, state) },
      audit: {
        type: 'order_cancelled',
        log: `${state.viewer.name} cancelled order #${orderId}${reason ? `: ${reason}` : ''}`,
      },
      notify: [
        { userIds: [state.order.user_id, ...(writerId ? [writerId] : [])], slug: 'order_cancelled', vars: vars(state) },
      ],
      alsoReload: writerId ? [writerId] : [],
    };
  });
  void expireAtProviders(deps, closed);
  await sendReturns(deps, giveBack);
  return result;
}
