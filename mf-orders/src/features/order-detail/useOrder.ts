import { useCallback, useState } from 'react';
import type { Order } from '@scriptorium/contracts/orders';
import { useChannel } from '@scriptorium/shared-kit/core';
import { useResource, type Resource } from '../../lib/useResource.js';
import { useViewer } from '../../lib/viewer.js';
import { fetchOrder } from '../../lib/orderApi.js';

/** {@link useOrder}'s result: the order resource plus a counter bumped on each refresh (to refresh its tabs). */
export interface OrderResource extends Resource<Order> {
  /** Changes after every change to the order (a screen's own action or `reload-order`). */
  version: number;
  /** Reloads the order and everything keyed on `version` (files, …). */
  refresh: () => void;
}

/**
 * One order, kept current: loaded on mount and refetched on `reload-order` over
 * `orders.{userId}.{orderId}` (sent by the API after every change by anyone) and after the screen's own
 * actions (`refresh`).
 * @see spec §7 Real time (orders.{userId}.{orderId}, event reload-order)
 */
export function useOrder(id: number): OrderResource {
  const { user } = useViewer();
  const order = useResource<Order>(Number.isInteger(id) && id > 0 ? `order-${id}` : null, () => fetchOrder(id));
  const [version, setVersion] = useState(0);
  const { reload } = order;
  const refresh = useCallback(() => {
    reload();
    setVersion((v) => v + 1);
  }, [reload]);
  useChannel(user ? `orders.${user.id}.${id}` : null, 'reload-order', refresh);
  return { ...order, version, refresh };
}
