/**
 * A client's tip as a payment (`order_payments` of kind `tip`, never counted in the order's paid
 * amount): the link to pay it, asked again when the first attempt at approval got no link; a tip paid
 * while the order has no writer waits, and is credited to the writer assigned next, or given back if the
 * order is cancelled first.
 * @see docs/payments.md (Payment); docs/product.md §4 Orders (tip_url)
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { tipLinkRequest } from '@scriptorium/contracts/orders';
import type { Tx } from '../../db/client.js';
import { order_payments, writer_transactions } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { creditTip } from '../ledger/tips.js';
import { deliverLink, reserveCheckout } from '../payments-gateway/checkout-links.js';
import { paymentGateway } from '../payments-gateway/index.js';
import { reserveRefund, type PaymentRow, type RefundRow } from '../payments/refund-calls.js';
import { usd } from './recipients.js';
import { loadOrder } from './state.js';
import type { ServiceDeps } from '../deps.js';

/** A tip being given back: the payment and its reserved refund (for `sendReturns` after the commit). */
export interface TipReturn {
  payment: PaymentRow;
  refund: RefundRow;
}

/** Completed tip payments of the order with something not refunded, locked. */
async function paidTips(tx: Tx, orderId: number): Promise<PaymentRow[]> {
  const rows = await tx
    .select()
    .from(order_payments)
    .where(
      and(eq(order_payments.order_id, orderId), eq(order_payments.kind, 'tip'), eq(order_payments.status, 'completed')),
    )
    .orderBy(order_payments.id)
    .for('update');
  return rows.filter((p) => p.amount > p.refunded_amount);
}

/** Whether the order's tip was credited to a writer already (one credit per order, `order_tip`). */
async function tipCredited(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: writer_transactions.id })
    .from(writer_transactions)
    .where(and(eq(writer_transactions.source_type, 'order_tip'), eq(writer_transactions.source_id, orderId)));
  return !!row;
}

/**
 * Inside the assignment's transaction: credits writer `writerId` with the order's paid tip that waited
 * for a writer (what is left of it after refunds, at `kshPerUsd`), once. Does nothing without one.
 */
export async function creditWaitingTip(tx: Tx, orderId: number, writerId: number, kshPerUsd: number): Promise<void> {
  const tips = await paidTips(tx, orderId);
  const usdMinor = tips.reduce((sum, p) => sum + p.amount - p.refunded_amount, 0);
  if (usdMinor <= 0 || (await tipCredited(tx, orderId))) return;
  await creditTip(tx, { writerId, orderId, usdMinor, kshPerUsd });
}

/**
 * Inside a cancellation's transaction: every paid tip no writer was credited with becomes `returned`
 * (`reason`) with a full refund reserved; pass the answer to `sendReturns` after the commit.
 */
export async function returnWaitingTips(tx: Tx, orderId: number, reason: string): Promise<TipReturn[]> {
  const tips = await paidTips(tx, orderId);
  if (!tips.length || (await tipCredited(tx, orderId))) return [];
  const out: TipReturn[] = [];
  for (const tip of tips) {
    const [payment] = await tx
      .update(order_payments)
      .set({ status: 'returned', status_reason: reason })
      .where(eq(order_payments.id, tip.id))
      .returning();
    out.push({
      payment,
      refund: await reserveRefund(tx, payment, {
        amount: tip.amount - tip.refunded_amount,
        reason,
        kind: 'return',
        userId: null,
      }),
    });
  }
  return out;
}

/**
 * `POST orders/{id}/tip-link` {gateway?} (the owning client of an approved order with a tip): the link to
 * pay the tip, when the one at approval could not be made or was lost. The same link while it is open.
 * 409 when the order has no tip to pay (none given, or paid already); 502/503 as `paymentLink`.
 */
export async function tipLink(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'log'>,
  actor: Actor,
  orderId: number,
  input: z.output<typeof tipLinkRequest>,
): Promise<{ payment_link: string }> {
  const gateway = paymentGateway(deps, input.gateway).name;
  const reservation = await deps.db.transaction(async (tx) => {
    const state = await loadOrder(tx, actor, orderId, { lock: true });
    if (!state.isOwner) throw new HttpError(403, 'Only the client who placed this order can pay its tip');
    const tip = state.order.tip ?? 0;
    if (state.order.status !== 'approved' || tip <= 0) throw new HttpError(409, 'This order has no tip to pay');
    const [paid] = await tx
      .select({ id: order_payments.id })
      .from(order_payments)
      .where(
        and(
          eq(order_payments.order_id, orderId),
          eq(order_payments.kind, 'tip'),
          eq(order_payments.status, 'completed'),
        ),
      );
    if (paid) throw new HttpError(409, 'The tip for this order has been paid');
    const r = await reserveCheckout(tx, deps.config, { orderId, userId: actor.id, kind: 'tip', amount: tip, gateway });
    if (r.fresh)
      await audit(
        tx,
        actor,
        'payment_link',
        `${actor.name} opened a tip of ${usd(tip)} for order #${orderId} through ${gateway}`,
      );
    return r;
  });
  return { payment_link: await deliverLink(deps, reservation) };
}
