import type { Order } from '@scriptorium/contracts/orders';
import { announceCountsChanged, useChannel } from '@scriptorium/shared-kit/core';
import { useInvalidate, useResource, type Resource } from '@scriptorium/shared-kit/data';
import { useViewer } from '../../lib/viewer.js';
import { orderQuery } from '../../lib/orderApi.js';

/**
 * One order, kept current: loaded through the cache (`['orders', id]`) and invalidated — with its files
 * and messages — on `reload-order` over `orders.{userId}.{orderId}` (sent by the API after every change
 * by anyone), which also reloads the menu's badge counts; the screen's own actions invalidate the same key.
 * @see docs/product.md §7 Real time (orders.{userId}.{orderId}, event reload-order)
 */
export function useOrder(id: number): Resource<Order> {
  const { user } = useViewer();
  const invalidate = useInvalidate();
  useChannel(user ? `orders.${user.id}.${id}` : null, 'reload-order', () => {
    void invalidate(['orders', id]);
    // A change by anyone may move the order between the areas the menu badges count.
    announceCountsChanged();
  });
  return useResource(orderQuery(id));
}
