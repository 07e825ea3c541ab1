/**
 * Answers of the orders, assignments, files and messages calls that the UI reads without a schema of
 * its own in ./responses.ts: each order change answers `{message, order}` (the order as the caller now
 * sees it). Money: order amounts USD decimals, writer amounts KSh.
 * The routes declare these as their answers, so the OpenAPI document describes them (docs/architecture.md API).
 * @see docs/product.md §4 Orders, §7 Orders, files, messages
 */
import { z } from 'zod';
import { lazyShape } from '../lazy.js';
import { ORDER_STATUSES } from '../statuses.js';
import { orderPaymentRow } from '../payments.js';
import { refundView } from '../refunds.js';
import { fileList, messageList, orderSchema, unreadMessageRow, writerSuggestion } from './responses.js';

/** An order change (quote, payment, assignment, revision, delivery, cancellation, edit): `{message, order}`. */
export const orderResult = z.object(lazyShape({ message: () => z.string(), order: orderSchema }));
/** `POST orders/{id}/mark-paid`: the change and the payment recorded (USD decimal). */
export const markPaidResult = orderResult.extend({ payment: orderPaymentRow });
/** `POST orders/{id}/refunds`: the change and the refund recorded (USD decimal). @see docs/payments.md "Refund" */
export const refundResult = orderResult.extend({ refund: refundView });
/** `POST orders/{id}/approve`: the change and where to go to pay a tip (null without one). */
export const approveOrderResult = orderResult.extend(lazyShape({ tip_url: () => z.string().nullable() }));
/** `GET orders/tab-counts`: orders per status the caller may see. */
export const orderTabCounts = z.record(z.enum(ORDER_STATUSES), z.number().int());
/** `POST orders/{id}/files`: the files stored. */
export const uploadFilesResult = z.object(lazyShape({ message: () => z.string(), files: fileList }));
/** `POST orders/{id}/typing`. */
export const typingResult = z.object(lazyShape({ ok: () => z.literal(true) }));
/** `POST orders/{id}/messages`, `POST messages/{id}/read`: the message (`message` says what happened). */
export const messageSent = z.object(lazyShape({ message: () => z.string(), data: () => messageList.element }));
/** `GET messages/list-unread`. */
export const unreadMessageList = z.array(unreadMessageRow);
/** `GET orders/{id}/suggest-writers`: up to 20 active writers matching the search. */
export const writerSuggestions = z.array(writerSuggestion);
/** `GET inbox/{orderId}`: the order's heading (client shown to admins allowed to) and its messages. */
export const inboxThread = z.object(
  lazyShape({
    order: () => orderSchema.pick({ id: true, title: true, status: true, user: true }),
    messages: messageList,
  }),
);
