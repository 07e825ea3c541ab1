/**
 * Request schemas of the orders, files and messages calls. Money in requests is a decimal with at most
 * two places (`moneyAmount`): client prices in USD, writer amounts in KSh; the API stores `toMinor(…)`.
 * Dates are ISO 8601 strings with a zone. Every field has its own message for the 422 body.
 * @see docs/product.md §7 "Orders, files, messages", §5 Validation rules
 */
import { z } from 'zod';
import { lazyShape } from '../lazy.js';
import {
  boolField,
  dateTimeField,
  idField,
  idList,
  idSchema,
  optionalId,
  optionalMoney,
  optionalText,
  requiredMoney,
  requiredText,
  text,
} from '../fields.js';
import { ROLES } from '../roles.js';
import { ORDER_STATUSES } from '../statuses.js';

/** How an order payment was made (docs/product.md §7 markPaid). */
export const ORDER_PAYMENT_METHODS = ['stripe', 'paypal', 'bank_transfer', 'admin_payment'] as const;
/** One entry of `ORDER_PAYMENT_METHODS`. */
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** Path parameter `{id}` of every `…/{id}` order, file or message call. */
export const idParam = z.object({ id: idSchema });

/** `listOrders(status)` path: a status of docs/product.md §4. Error: 'Unknown order status'. */
export const orderStatusParam = z.object(
  lazyShape({ status: () => z.enum(ORDER_STATUSES, { error: 'Unknown order status' }) }),
);

/** Query of `addOrder`: the pricing package and the referring link (order links, docs/product.md §2 Pricing packages). */
export const addOrderQuery = z.object(
  lazyShape({
    package_id: () => optionalId('The package must be chosen from the list'),
    referrer: () =>
      text('referrer').trim().max(2048, { error: 'The referrer may be at most 2048 characters' }).optional(),
  }),
);
/** Parsed (output) shape of `addOrderQuery`. */
export type AddOrderQuery = z.infer<typeof addOrderQuery>;

/** Which order form priced the order: `custom` (`/orders/form`) multiplies by the deadline rate. */
export const ORDER_FORMS = ['standard', 'custom'] as const;
/** One entry of `ORDER_FORMS`. */
export type OrderForm = (typeof ORDER_FORMS)[number];

const orderForm = z.enum(ORDER_FORMS, { error: 'The form must be standard or custom' }).optional();

/**
 * `addOrder` body (JSON or multipart with `files`). `order_source_id` and `user_id` (the client the
 * order is placed for; default the admin) are read only from admins. With no price (a service type
 * without amount and no package) or `quote: true` the order starts `pending_quote`; priced by the
 * server (`computePrice`, × deadline rate when `form` is `custom`) it starts `unpaid`.
 */
export const addOrderRequest = z.object(
  lazyShape({
    service_type_id: () => idField('Choose a service type'),
    title: () => requiredText('title', 255),
    instructions: () => optionalText('instructions', 20000),
    deadline_id: () => idField('Choose a deadline'),
    order_service_ids: () => idList('Each additional service must be chosen from the list'),
    order_source_id: () => optionalId('Choose the order source from the list'),
    user_id: () => optionalId('Choose the client from the list'),
    quote: () => boolField.optional(),
    form: orderForm,
  }),
);
/** Parsed (output) shape of `addOrderRequest`. */
export type AddOrderRequest = z.infer<typeof addOrderRequest>;

/**
 * `POST orders/price` (the live price panel): the same inputs the server prices an order from.
 * `package_id` replaces the service type's price; `deadline_id` matters on the custom form only.
 */
export const orderPriceRequest = z.object(
  lazyShape({
    service_type_id: () => idField('Choose a service type'),
    package_id: () => optionalId('The package must be chosen from the list'),
    deadline_id: () => optionalId('Choose a deadline'),
    order_service_ids: () => idList('Each additional service must be chosen from the list'),
    quote: () => boolField.optional(),
    form: orderForm,
  }),
);
/** Parsed (output) shape of `orderPriceRequest`. */
export type OrderPriceRequest = z.infer<typeof orderPriceRequest>;

/**
 * `editOrder` (admin with `orders.order.edit_order`, or the owning client while the order awaits a
 * quote or payment): title, instructions and the client's deadline.
 */
export const editOrderRequest = z.object(
  lazyShape({
    title: () => requiredText('title', 255),
    instructions: () => optionalText('instructions', 20000),
    deadline: () => dateTimeField('deadline').optional(),
  }),
);
/** Parsed (output) shape of `editOrderRequest`. */
export type EditOrderRequest = z.infer<typeof editOrderRequest>;

/** `changeAmount`: the quote or new price, USD decimal. */
export const changeAmountRequest = z.object(lazyShape({ amount: () => requiredMoney('amount') }));
/** Parsed (output) shape of `changeAmountRequest`. */
export type ChangeAmountRequest = z.infer<typeof changeAmountRequest>;

/**
 * `markPaid`: a payment received, USD decimal. The API records a `reference` once only (the same
 * reference twice never credits twice).
 */
export const markPaidRequest = z.object(
  lazyShape({
    amount: () => requiredMoney('amount'),
    reference: () => requiredText('reference', 191),
    payment_method: () =>
      z.enum(ORDER_PAYMENT_METHODS, {
        error: 'Choose a payment method: stripe, paypal, bank_transfer or admin_payment',
      }),
  }),
);
/** Parsed (output) shape of `markPaidRequest`. */
export type MarkPaidRequest = z.infer<typeof markPaidRequest>;

/** `assignWriter`: the writer, what they earn (KSh decimal) and their deadline. */
export const assignWriterRequest = z.object(
  lazyShape({
    writer_id: () => idField('Choose a writer'),
    writer_amount: () => requiredMoney('writer_amount'),
    deadline: () => dateTimeField('deadline', 'The writer deadline is required'),
  }),
);
/** Parsed (output) shape of `assignWriterRequest`. */
export type AssignWriterRequest = z.infer<typeof assignWriterRequest>;

/** The 422 message on `rating` of `approveOrder` (missing or not 1–5). */
export const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';

/** `approveOrder`: 1–5 stars, comments, optional tip (USD decimal, may be 0). */
export const approveOrderRequest = z.object(
  lazyShape({
    rating: () =>
      z.coerce
        .number({ error: RATING_MESSAGE })
        .int({ error: RATING_MESSAGE })
        .min(1, { error: RATING_MESSAGE })
        .max(5, { error: RATING_MESSAGE }),
    comments: () => optionalText('comments', 5000),
    tip: () => optionalMoney('tip'),
  }),
);
/** Parsed (output) shape of `approveOrderRequest`. */
export type ApproveOrderRequest = z.infer<typeof approveOrderRequest>;
/** The approve route's body: an admin's rating is optional; a client's is required (checked by approveOrder). */
export const approveOrderBody = approveOrderRequest.extend(
  lazyShape({ rating: () => approveOrderRequest.shape.rating.optional() }),
);
/** Parsed (output) shape of `approveOrderBody`. */
export type ApproveOrderBody = z.infer<typeof approveOrderBody>;

/** `requestRevision` (client or admin): what to change. */
export const requestRevisionRequest = z.object(lazyShape({ instructions: () => requiredText('instructions', 20000) }));
/** Parsed (output) shape of `requestRevisionRequest`. */
export type RequestRevisionRequest = z.infer<typeof requestRevisionRequest>;

/** `markCompleted` (Deliver Now): the confirm-completed checkbox must be ticked. */
export const markCompletedRequest = z.object(
  lazyShape({
    confirmed: () => boolField.refine((v) => v, { error: 'Confirm that all the documents have been attached' }),
  }),
);
/** Parsed (output) shape of `markCompletedRequest`. */
export type MarkCompletedRequest = z.infer<typeof markCompletedRequest>;

/** `cancelAssign`: why the writer's assignment is cancelled. */
export const cancelAssignRequest = z.object(lazyShape({ reason: () => requiredText('reason', 2000) }));
/** Parsed (output) shape of `cancelAssignRequest`. */
export type CancelAssignRequest = z.infer<typeof cancelAssignRequest>;

/** `changeDeadline` (assignment, only while in_progress). */
export const changeDeadlineRequest = z.object(
  lazyShape({
    deadline: () => dateTimeField('deadline', 'The writer deadline is required'),
  }),
);
/** Parsed (output) shape of `changeDeadlineRequest`. */
export type ChangeDeadlineRequest = z.infer<typeof changeDeadlineRequest>;

/** `changeWriterAmount`: the writer's new amount, KSh decimal. */
export const changeWriterAmountRequest = z.object(lazyShape({ amount: () => requiredMoney('amount') }));
/** Parsed (output) shape of `changeWriterAmountRequest`. */
export type ChangeWriterAmountRequest = z.infer<typeof changeWriterAmountRequest>;

/** The checkout gateways a client can pay through; `sandbox` only when no real one is configured. */
export const CHECKOUT_GATEWAYS = ['stripe', 'paypal', 'sandbox'] as const;
/** One entry of `CHECKOUT_GATEWAYS`. */
export type CheckoutGateway = (typeof CHECKOUT_GATEWAYS)[number];

/**
 * `getPaymentLink`: 'Amount to Pay', USD decimal (the API refuses more than is owed), and optionally
 * which configured gateway to pay through (default: the first configured, see `/api/config` gateways).
 */
export const getPaymentLinkRequest = z.object(
  lazyShape({
    amount: () => requiredMoney('amount_to_pay'),
    gateway: () => z.enum(CHECKOUT_GATEWAYS, { error: 'Choose a payment option' }).optional(),
  }),
);
/** Parsed (output) shape of `getPaymentLinkRequest`. */
export type GetPaymentLinkRequest = z.infer<typeof getPaymentLinkRequest>;

/**
 * `POST orders/{id}/tip-link` (the owning client of an approved order): the link to pay the tip given at
 * approval when that answer carried no `tip_url` (the provider was down); optionally which configured
 * gateway to pay through. Answers `{payment_link}` like `getPaymentLink`.
 */
export const tipLinkRequest = z.object(
  lazyShape({
    gateway: () => z.enum(CHECKOUT_GATEWAYS, { error: 'Choose a payment option' }).optional(),
  }),
);
/** Parsed (output) shape of `tipLinkRequest`. */
export type TipLinkRequest = z.infer<typeof tipLinkRequest>;

/** `suggestWriters` query: text to match a writer's name or email. */
export const suggestWritersQuery = z.object(
  lazyShape({ filter_value: () => text('filter_value').trim().max(200).optional() }),
);

/** Message send: an empty (or all-space) message is refused. `target` is the role addressed. */
export const sendMessageRequest = z.object(
  lazyShape({
    message: () => requiredText('message', 5000),
    target: () => z.enum(ROLES, { error: 'The target must be client, writer or admin' }).optional(),
  }),
);
/** Parsed (output) shape of `sendMessageRequest`. */
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** Typing notification on `messages.{orderId}.{role}` (sent debounced 1 s). */
export const typingRequest = z.object(lazyShape({ target: () => z.enum(ROLES).optional() }));

/** Multipart fields of `uploadFile` besides `file`. */
export const uploadFileFields = z.object(lazyShape({ orderId: () => idField('The order is missing') }));

/** File allow-client toggle (admin, `orders.order.allow_client_file`): clients see only allowed files. */
export const allowClientFileRequest = z.object({ allow_client: boolField });
/** Parsed (output) shape of `allowClientFileRequest`. */
export type AllowClientFileRequest = z.infer<typeof allowClientFileRequest>;
