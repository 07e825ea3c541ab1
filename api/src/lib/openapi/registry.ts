/**
 * Which contract schema documents which route. Most handlers parse their input with `parseOr422(schema,
 * …)` inside the handler (so a 422 carries the contract's own messages), which leaves the route's
 * `schema` empty and the OpenAPI document without bodies. This registry names, per `METHOD /api/path`,
 * the zod schemas the handler parses; `documentRoute` (called from an `onRoute` hook in
 * `plugins/external/swagger.ts`) copies them onto the route's `schema` for the document only — the
 * route's validator for those parts is a no-op, so validation stays exactly what the handler does.
 *
 * Add an entry when a route parses a contract schema. Parts a route already declares in its own
 * `schema` (validated by fastify-type-provider-zod) are left alone.
 * @see api/src/plugins/external/swagger.ts; issue 9 Security (OpenAPI from the zod contracts)
 */
import { z } from 'zod';
import { addOrderQuery, addOrderRequest, allowClientFileRequest, approveOrderRequest, assignWriterRequest, cancelAssignRequest, changeAmountRequest, changeDeadlineRequest, changeWriterAmountRequest, editOrderRequest, getPaymentLinkRequest, markCompletedRequest, markPaidRequest, orderPriceRequest, requestRevisionRequest, sendMessageRequest, suggestWritersQuery, typingRequest } from '@scriptorium/contracts/orders';
import { writerStateRequest } from '@scriptorium/contracts/users';

/** The documented input of one route: zod schemas of its JSON body and query string, and a summary. */
export interface RouteDoc {
  body?: z.ZodType;
  /** Request content types when not JSON (e.g. `multipart/form-data` uploads). */
  consumes?: string[];
  querystring?: z.ZodType;
  summary?: string;
  tags?: string[];
}

/** `'METHOD /api/path'` → its documentation. */
export type RouteDocs = Record<string, RouteDoc>;

const binary = z.string().meta({ format: 'binary' });

function buildDocs(): RouteDocs {
  const docs: RouteDocs = {};
  const orders = (body: z.ZodType, summary: string): RouteDoc => ({ body, summary, tags: ['orders'] });
  Object.assign(docs, {
    'POST /api/orders': { body: addOrderRequest, querystring: addOrderQuery, summary: 'Place an order (JSON, or multipart with files)', tags: ['orders'] },
    'POST /api/orders/price': orders(orderPriceRequest, 'Price of an order form (USD)'),
    'PUT /api/orders/:id': orders(editOrderRequest, 'Edit an order'),
    'POST /api/orders/:id/amount': orders(changeAmountRequest, 'Submit a quote / change the amount (USD)'),
    'POST /api/orders/:id/mark-paid': orders(markPaidRequest, 'Record a payment (USD)'),
    'POST /api/orders/:id/payment-link': orders(getPaymentLinkRequest, 'A checkout link for an amount (USD)'),
    'POST /api/orders/:id/approve': orders(approveOrderRequest, 'Approve (and rate, tip) an order'),
    'POST /api/orders/:id/revision': orders(requestRevisionRequest, 'Request a revision'),
    'POST /api/orders/:id/deliver': orders(markCompletedRequest, 'Writer delivers the order'),
    'POST /api/orders/:id/complete': orders(markCompletedRequest, 'Admin marks the order delivered'),
    'POST /api/orders/:id/cancel': orders(z.object({ reason: z.string().max(2000).optional() }), 'Cancel the order'),
    'POST /api/orders/:id/assign': orders(assignWriterRequest, 'Assign a writer (amount in KSh)'),
    'GET /api/orders/:id/suggest-writers': { querystring: suggestWritersQuery, summary: 'Writers matching a search', tags: ['orders'] },
    'POST /api/orders/:id/messages': orders(sendMessageRequest, 'Send a chat message'),
    'POST /api/orders/:id/typing': orders(typingRequest, 'Tell the other side you are typing'),
    'PUT /api/assignments/:id/deadline': orders(changeDeadlineRequest, "Change the writer's deadline"),
    'PUT /api/assignments/:id/amount': orders(changeWriterAmountRequest, "Change the writer's amount (KSh)"),
    'POST /api/assignments/:id/cancel': orders(cancelAssignRequest, "Cancel the writer's assignment"),
    'POST /api/assignments/:id/revision': orders(requestRevisionRequest, 'Request a revision from the writer'),
    'POST /api/files/:id/allow-client': orders(allowClientFileRequest, 'Show or hide a file to the client'),
    'GET /api/files/:id/download': {
      querystring: z.object({ uid: z.number().int().optional(), expires: z.number().int().optional(), sig: z.string().max(200).optional() }),
      summary: 'Download a file (Bearer token, or the signed url of the file list)',
      tags: ['orders'],
    },
    'POST /api/orders/:id/files': {
      body: z.object({ file: binary.describe('One or more files (PDF, Office, images, text, archives; checked by content)'), allow_client: z.boolean().optional() }),
      consumes: ['multipart/form-data'],
      summary: 'Upload files to an order',
      tags: ['orders'],
    },
    'POST /api/auth/profile-picture': {
      body: z.object({ profile_picture: binary.describe('JPEG, PNG, GIF or WebP (checked by content), at most 5 MB') }),
      consumes: ['multipart/form-data'],
      summary: 'Replace my profile picture',
      tags: ['auth'],
    },
    'POST /api/users/:id/status': {
      body: z.union([writerStateRequest, z.object({ status: z.enum(['active', 'suspended']) })]),
      summary: 'Approve, suspend or reactivate a user',
      tags: ['users'],
    },
  } satisfies RouteDocs);
  return docs;
}

/** The documentation of every route that parses a contract schema, keyed `'METHOD /api/path'`. */
export const ROUTE_DOCS: RouteDocs = buildDocs();
