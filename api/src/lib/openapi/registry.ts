/**
 * The documented bodies of the few routes that cannot declare them in their `schema`: uploads whose
 * multipart parts the handler streams (`config.multipart: 'stream'`), and bodies whose rules depend on
 * the caller (approve: a client must rate) or on the body's own shape (a user's `{status}` or `{action}`).
 * `documentRoute` (called from an `onRoute` hook in `plugins/external/swagger.ts`) copies them onto the
 * route's `schema` for the document only — the route's validator for those parts is a no-op, so
 * validation stays what the handler does.
 *
 * Every other route declares `params`, `querystring` and `body` itself (validated by
 * `zodValidatorCompiler`, lib/http-errors.ts); do that rather than adding an entry here.
 * @see api/src/plugins/external/swagger.ts; issue 9 Security (OpenAPI from the zod contracts)
 */
import { z } from 'zod';
import { addOrderQuery, addOrderRequest, approveOrderRequest } from '@scriptorium/contracts/orders';
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
    'POST /api/orders/:id/approve': orders(approveOrderRequest, 'Approve (and rate, tip) an order'),
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
