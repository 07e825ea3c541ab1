/**
 * Response shapes of the orders, files and messages calls. Money is a decimal with two places: order
 * amounts in USD, assignment (writer) amounts in KSh. Times are ISO 8601 strings. Fields an admin may
 * not see (docs/product.md §6 `view_amount`, `view_deadline`, `view_writer_deadline`, `view_client`,
 * `view_order_source`) and that writers never see are left out of the object, hence optional.
 * @see docs/product.md §3 Order, Assignment, File, Message; §4 Orders; §7 Orders, files, messages
 */
import { z } from 'zod';
import { lazyShape } from '../lazy.js';
import { ROLES } from '../roles.js';
import { CURRENCIES } from '../money.js';
import { ORDER_STATUSES } from '../statuses.js';
import { added } from '../added.js';
import { PAYMENT_STATES } from './pricing.js';
import { ORDER_ACTIONS } from './transitions.js';

const named = z.object(lazyShape({ id: () => z.number().int().optional(), name: () => z.string() }));

/** A revision request on an assignment. */
export const revisionSchema = z.object(
  lazyShape({ id: () => z.number().int(), instructions: () => z.string(), created_at: () => z.string() }),
);
/** Parsed (output) shape of `revisionSchema`. */
export type Revision = z.infer<typeof revisionSchema>;

/** `order.assign`: the current writer assignment (amount in KSh). @see docs/product.md §3 Assignment */
export const assignmentSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    user: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })),
    amount: () => z.number().optional(),
    deadline: () => z.string().nullable().optional(),
    status: () => z.enum(ORDER_STATUSES),
    revisions: () => z.array(revisionSchema),
    cancel_reason: () => z.string().nullable(),
    /** Currency of `amount`: always 'KSh' (what the writer earns). */
    currency: () => z.enum(CURRENCIES).optional(),
  }),
);
/** Parsed (output) shape of `assignmentSchema`. */
export type Assignment = z.infer<typeof assignmentSchema>;

/**
 * A writer assignment that was cancelled, in an order's history (admins): who, for how much (KSh, with
 * view_amount), why (`cancel_reason`), when assigned and when cancelled.
 */
export const pastAssignmentSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    user: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })),
    amount: () => z.number().optional(),
    cancel_reason: () => z.string().nullable(),
    created_at: () => z.string(),
    cancelled_at: () => z.string(),
    /** Currency of `amount`: 'KSh'. */
    currency: () => z.enum(CURRENCIES).optional(),
  }),
);
/** Parsed (output) shape of `pastAssignmentSchema`. */
export type PastAssignment = z.infer<typeof pastAssignmentSchema>;

/** One order, as the detail call and the lists return it (USD decimals). @see docs/product.md §3 Order */
export const orderSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    title: () => z.string(),
    instructions: () => z.string().nullable(),
    status: () => z.enum(ORDER_STATUSES),
    /** Price, USD decimal (0 while awaiting a quote). */
    amount: () => z.number().optional(),
    /** Currency of the order's money (amount, paid_amount, pending_amount, tip, order_services): 'USD'. */
    currency: () => z.enum(CURRENCIES).optional(),
    paid_amount: () => z.number().optional(),
    /** amount − paid_amount, never negative. */
    pending_amount: () => z.number().optional(),
    /** Paid in full. */
    paid: () => z.boolean().optional(),
    /** The client's deadline. */
    deadline: () => z.string().nullable().optional(),
    deadline_id: () => z.number().int().nullable().optional(),
    user_id: () => z.number().int(),
    user: () =>
      z
        .object(
          lazyShape({
            id: () => z.number().int(),
            name: () => z.string(),
            email: () => z.string().optional(),
            phone: () => z.string().nullable().optional(),
          }),
        )
        .nullable()
        .optional(),
    service_type: () => named.nullable(),
    source: () => named.nullable().optional(),
    link: () =>
      z
        .object(lazyShape({ id: () => z.number().int(), url: () => z.string() }))
        .nullable()
        .optional(),
    assign: () => assignmentSchema.nullable(),
    /** Cancelled writer assignments, newest first, with their reasons (admins, detail call only). */
    assignment_history: () => z.array(pastAssignmentSchema).optional(),
    unread_messages_count: () => z.number().int(),
    package_id: () => z.number().int().nullable(),
    referrer: () => z.string().nullable().optional(),
    /** 1–5 stars once approved. */
    rating: () => z.number().int().min(1).max(5).nullable(),
    comments: () => z.string().nullable(),
    created_at: () => z.string(),
    /** `paymentState(amount, paid_amount)`: 'Pending Payment' | 'Partially Paid' | 'Fully Paid', null with no price. */
    payment_state: () => z.enum(PAYMENT_STATES).nullable().optional(),
    /** Tip promised at approval, USD decimal. */
    tip: () => z.number().nullable().optional(),
    /** Additional services chosen, with the price paid for each (USD decimal; left out without view_amount). */
    order_services: () =>
      z
        .array(
          z.object(
            lazyShape({ id: () => z.number().int(), name: () => z.string(), amount: () => z.number().optional() }),
          ),
        )
        .optional(),
    /** `availableActions` for the viewer: the buttons to show (detail call only). */
    actions: () => z.array(z.enum(ORDER_ACTIONS)).optional(),
  }),
);
/** Parsed (output) shape of `orderSchema`. */
export type Order = z.infer<typeof orderSchema>;

/** The columns of an orders table (admin areas, user detail orders tab, link detail); the API answers {@link adminOrderRow}. */
export const orderListRow = orderSchema
  .pick({ id: true, title: true, status: true, deadline: true, amount: true, rating: true, created_at: true })
  .extend(
    lazyShape({
      user: () =>
        z
          .object(lazyShape({ id: () => z.number().int(), name: () => z.string() }))
          .nullable()
          .optional(),
    }),
  );
/** Parsed (output) shape of `orderListRow`. */
export type OrderListRow = z.infer<typeof orderListRow>;

/**
 * A row of an admin orders table as the API answers it (`GET orders/list/{status}`, `orders/user/{userId}`,
 * `orders/link/{linkId}`): `orderListRow` plus the service type and the admin's unread messages;
 * `paid_amount` and `pending_amount` (USD decimals) with view_amount, `user_id` with view_client.
 * @see docs/product.md §2 /orders/{mainStatus}, §6
 */
export const adminOrderRow = orderListRow.extend(
  lazyShape({
    paid_amount: () => orderSchema.shape.paid_amount,
    pending_amount: () => orderSchema.shape.pending_amount,
    user_id: () => z.number().int().optional(),
    service_type: () => orderSchema.shape.service_type,
    unread_messages_count: () => orderSchema.shape.unread_messages_count,
  }),
);
/** Parsed (output) shape of `adminOrderRow`. */
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/**
 * A card of the client's order list (`GET orders/client`): price and payment in USD decimals, unread
 * messages aimed at the client. @see docs/product.md §2 /orders (cards)
 */
export const clientOrderRow = orderSchema.pick({
  id: true,
  title: true,
  instructions: true,
  status: true,
  amount: true,
  paid_amount: true,
  pending_amount: true,
  paid: true,
  payment_state: true,
  deadline: true,
  service_type: true,
  unread_messages_count: true,
  package_id: true,
  rating: true,
  created_at: true,
});
/** Parsed (output) shape of `clientOrderRow`. */
export type ClientOrderRow = z.infer<typeof clientOrderRow>;

/**
 * A row of the writer's order tabs (`GET orders/writer/{status}`): `status`, `amount` (KSh decimal, what the
 * writer earns) and `deadline` (the writer deadline) are those of the writer's assignment.
 */
export const writerOrderRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    title: () => z.string(),
    status: () => z.enum(ORDER_STATUSES),
    amount: () => z.number(),
    deadline: () => z.string().nullable(),
    service_type: () => named.nullable(),
    unread_messages_count: () => z.number().int(),
    created_at: () => z.string(),
  }),
);
/** Parsed (output) shape of `writerOrderRow`. */
export type WriterOrderRow = z.infer<typeof writerOrderRow>;

/** `POST orders/price` → the server's price (USD decimal) and how it was made. `quote`: no price, a quote is needed. */
export const orderPriceResponse = z.object(
  lazyShape({
    amount: () => z.number(),
    quote: () => z.boolean(),
    service_price: () => z.number(),
    additional_services: () => z.number(),
    discount: () => z.number(),
    deadline_rate: () => z.number(),
  }),
);
/** Parsed (output) shape of `orderPriceResponse`. */
export type OrderPriceResponse = z.infer<typeof orderPriceResponse>;

/** `addOrder` → the new order, so the client can go to `/orders/order/{id}`. */
export const addOrderResponse = z.object(lazyShape({ message: () => z.string(), order: orderSchema }));

/** `getPaymentLink` → the gateway page to send the browser to ('Payment link not generated' when missing). */
export const paymentLinkResponse = z.object(lazyShape({ payment_link: () => z.string() }));

/** `approveOrder` → a `tip_url` when a tip is due (go there after 2 s; otherwise refresh after 2 s). */
export const approveOrderResponse = z.object(
  lazyShape({ message: () => z.string(), tip_url: () => z.string().nullable().optional() }),
);

/** A file of an order; clients only get files with `allow_client`. @see docs/product.md §3 File */
export const fileSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    name: () => z.string(),
    url: () => z.string(),
    ext: () => z.string().nullable(),
    /** Human size such as "1.2 MB". */
    formatted_size: () => z.string(),
    created_at: () => z.string(),
    allow_client: () => z.boolean(),
    /** Who uploaded it (null once that user is gone). */
    user: () =>
      z
        .object(lazyShape({ id: () => z.number().int(), name: () => z.string(), role: () => z.enum(ROLES) }))
        .nullable()
        .optional(),
  }),
);
/** Parsed (output) shape of `fileSchema`. */
export type OrderFile = z.infer<typeof fileSchema>;

/** `GET orders/{id}/files`: the files the viewer may see, newest first. */
export const fileList = z.array(fileSchema);
/** `POST files/{id}/allow-client` → the file as now stored. */
export const allowClientResponse = z.object({ file: fileSchema });
/** A call that answers only with the server's message (`DELETE files/{id}`, deliver, complete). */
export const messageOnlyResponse = z.object(lazyShape({ message: () => z.string() }));

/** A message on an order; `target` is the role addressed; `read_at` null while unread. @see docs/product.md §3 Message */
export const messageSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    order_id: () => z.number().int().optional(),
    message: () => z.string(),
    target: () => z.enum(ROLES),
    read_at: () => z.string().nullable(),
    created_at: () => z.string(),
    user: () =>
      z.object(
        lazyShape({
          id: () => z.number().int().optional(),
          name: () => z.string(),
          role: () => z.enum(ROLES).optional(),
        }),
      ),
  }),
);
/** Parsed (output) shape of `messageSchema`. */
export type Message = z.infer<typeof messageSchema>;

/** `GET orders/{id}/messages`: the messages the viewer may read, oldest first. */
export const messageList = z.array(messageSchema);
/** `POST orders/{id}/messages` and `POST messages/{id}/read` → the message. */
export const messageResponse = z.object({ data: messageSchema });
/** Payload of the `typing` event on `messages.{orderId}.{role}`. */
export const typingEvent = z.object(
  lazyShape({
    user: () => z.object(lazyShape({ id: () => z.number().optional(), name: () => z.string() })),
    orderId: () => z.coerce.number().optional(),
  }),
);

/** `messages/list-unread` row (the top-bar message dropdown; preview 30 characters). */
export const unreadMessageRow = z.object(
  lazyShape({
    id: () => z.number().int(),
    order_id: () => z.number().int(),
    phone: () => z.string().nullable(),
    message: () => z.string(),
    last_message: () => z.string().optional(),
    created_at: () => z.string(),
    user: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })).optional(),
  }),
);
/** Parsed (output) shape of `unreadMessageRow`. */
export type UnreadMessageRow = z.infer<typeof unreadMessageRow>;

/**
 * `/inbox` row: one per order with messages. `status` (the order's) is added in contracts 1.1.0: an
 * older API may not send it, and the row then shows no status (docs/deploying.md The API in the same rolling deploy).
 */
export const inboxRow = z.object(
  lazyShape({
    /** Id of the order's last message (the table's key; newest first). */
    id: () => z.number().int().optional(),
    order_id: () => z.number().int(),
    title: () => z.string(),
    user: () => z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })).nullable(),
    last_message: () => z.string(),
    unread_messages_count: () => z.number().int(),
    created_at: () => z.string(),
    ...added('1.1.0', { status: z.enum(ORDER_STATUSES) }),
  }),
);
/** Parsed (output) shape of `inboxRow`. */
export type InboxRow = z.infer<typeof inboxRow>;

/** `GET orders/client` (table protocol, paginated): one page of the client's order cards. */
export const clientOrdersPage = z.object(
  lazyShape({
    data: () =>
      z.object(
        lazyShape({
          data: () => z.array(clientOrderRow),
          current_page: () => z.number(),
          last_page: () => z.number(),
          total: () => z.number(),
        }),
      ),
  }),
);

const optionId = z.number().int();
/** `GET list-settings/service_types?all=1` (the order form): price in USD (0 = quote only). */
export const serviceTypeOptions = z.array(
  z.object(
    lazyShape({
      id: optionId,
      name: () => z.string(),
      amount: () =>
        z.coerce
          .number()
          .nullable()
          .transform((v) => v ?? 0),
      description: () => z.string().nullable().optional(),
    }),
  ),
);
/** `GET list-settings/deadlines?all=1`: hours and the rate the custom form multiplies by. */
export const deadlineOptions = z.array(
  z.object(
    lazyShape({ id: optionId, name: () => z.string(), hours: () => z.coerce.number(), rate: () => z.coerce.number() }),
  ),
);
/** `GET list-settings/order_services?all=1`: additional services, price in USD. */
export const orderServiceOptions = z.array(
  z.object(lazyShape({ id: optionId, name: () => z.string(), amount: () => z.coerce.number() })),
);
/** `GET list-settings/order_sources?all=1` (admins). */
export const orderSourceOptions = z.array(z.object(lazyShape({ id: optionId, name: () => z.string() })));
export type ServiceTypeOption = z.infer<typeof serviceTypeOptions>[number];
export type DeadlineOption = z.infer<typeof deadlineOptions>[number];
export type OrderServiceOption = z.infer<typeof orderServiceOptions>[number];
export type OrderSourceOption = z.infer<typeof orderSourceOptions>[number];

/** `suggestWriters` option (select/suggest protocol: id, name). */
export const writerSuggestion = z.object(
  lazyShape({
    id: () => z.number().int(),
    name: () => z.string(),
    email: () => z.string().optional(),
    /** Assignments the writer is working on now (in_progress or revision). */
    active_orders: () => z.number().int().optional(),
  }),
);
