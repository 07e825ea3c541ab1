import type { Role } from '@scriptorium/contracts/core';
import { messageOnlyResponse } from '@scriptorium/contracts/orders';
import { post } from '@scriptorium/shared-kit/core';

/**
 * Deliver Now: the assigned writer's delivery (`POST orders/{id}/deliver`, → under_review; the writer must
 * have uploaded a file) or an admin's completion (`POST orders/{id}/complete`, mark_order_delivered →
 * completed), both with `{confirmed: true}`. Resolves to the server's message ('Order has been marked as
 * completed'); rejects with the AxiosError (403/409/422 with the server's message).
 * @see docs/product.md §2 Confirm completed, §4 Orders (Deliver Now)
 */
export async function deliverOrder(orderId: number, role: Role): Promise<string> {
  const path = role === 'writer' ? 'deliver' : 'complete';
  return messageOnlyResponse.parse(await post(`orders/${orderId}/${path}`, { confirmed: true })).message;
}
