/**
 * A client's tip reaches the writer: once the tip's checkout is paid, its USD amount is converted to KSh
 * at the configured rate (`KSH_PER_USD`) and credited to the assigned writer's ledger, stating the
 * conversion. Keyed by the order (`source_type` `order_tip`), so a repeated confirmation credits once.
 * @see docs/product.md §3 Writer transaction, §2 Approve order (tip); docs/payments.md Payment
 */
import type { Tx } from '../../db/client.js';
import { ksh, usd } from '../orders/recipients.js';
import { postLedgerEntry, type LedgerRow } from './index.js';

export interface TipCredit {
  writerId: number;
  orderId: number;
  /** The paid tip, USD minor units (> 0). */
  usdMinor: number;
  /** Shillings per dollar. */
  kshPerUsd: number;
}

/** `usdMinor` cents at `kshPerUsd` → KSh minor units, rounded to the cent of a shilling. */
export function tipInKsh(usdMinor: number, kshPerUsd: number): number {
  return Math.round(usdMinor * kshPerUsd);
}

/**
 * Books the tip on the writer's ledger inside `tx` (the payment confirmation's transaction), e.g.
 * "Tip for order #12: $5.00 at KSh 129.00 per US dollar". Returns the row (the existing one when the tip
 * was already credited).
 */
export async function creditTip(tx: Tx, tip: TipCredit): Promise<LedgerRow> {
  const amount = tipInKsh(tip.usdMinor, tip.kshPerUsd);
  const { row } = await postLedgerEntry(tx, {
    userId: tip.writerId,
    amount,
    description: `Tip for order #${tip.orderId}: ${usd(tip.usdMinor)} at ${ksh(Math.round(tip.kshPerUsd * 100))} per US dollar`,
    source: { type: 'order_tip', id: tip.orderId },
  });
  return row;
}
