import type { Role } from '@scriptorium/contracts/core';
import { messageList, messageResponse, type Message } from '@scriptorium/contracts/orders';
import { getParsed, post } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET orders/{id}/messages`: the messages the viewer may read, oldest first. */
export async function fetchMessages(orderId: number): Promise<Message[]> {
  return getParsed(messageList, `orders/${orderId}/messages`);
}

/** The order's messages query (`['orders', id, 'messages']`, {@link fetchMessages}): reloaded with the order. */
export const messagesQuery = (orderId: number) =>
  queryOptions({ queryKey: ['orders', orderId, 'messages'], queryFn: () => fetchMessages(orderId) });

/**
 * `POST orders/{id}/messages` {message, target?} → the stored message. Clients and writers always write
 * to the admins (no target); an admin names `client` or `writer`. Rejects with the AxiosError (422 'The
 * message field is required', 'This order has no writer assigned').
 */
export async function sendMessage(orderId: number, message: string, target?: Role): Promise<Message> {
  return messageResponse.parse(await post(`orders/${orderId}/messages`, { message, ...(target ? { target } : {}) }))
    .data;
}

/** `POST messages/{id}/read`: sets read_at when the viewer's role is the message's target → the message. */
export async function markRead(messageId: number): Promise<Message> {
  return messageResponse.parse(await post(`messages/${messageId}/read`)).data;
}

/** `POST orders/{id}/typing` {target?}: tells the other side the viewer is typing (nothing stored). */
export async function sendTyping(orderId: number, target?: Role): Promise<void> {
  await post(`orders/${orderId}/typing`, target ? { target } : {});
}
