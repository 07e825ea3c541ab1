import { approveOrderResponse, type ApproveOrderRequest } from '@scriptorium/contracts/orders';
import { post } from '@scriptorium/shared-kit/core';

/** What `approveOrder` answers: the server's message and, when a tip is due, where to pay it. */
export interface ApproveResult {
  message: string;
  tipUrl: string | null;
}

/**
 * `POST orders/{id}/approve` {rating, comments, tip} (the owning client on a completed order; admins with
 * approve_order, rating optional). Tip in USD. Resolves to 'Order has been rated' / 'Order approved' and
 * the `tip_url` when a tip is due; rejects with the AxiosError (403/409; 422 per field).
 * @see docs/product.md §3 Order rating input, §4 Orders (tip_url), §7 approveOrder
 */
export async function approveOrder(
  orderId: number,
  body: ApproveOrderRequest | Partial<ApproveOrderRequest>,
): Promise<ApproveResult> {
  const parsed = approveOrderResponse.parse(await post(`orders/${orderId}/approve`, body));
  return { message: parsed.message, tipUrl: parsed.tip_url ?? null };
}
