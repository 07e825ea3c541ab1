/**
 * The request conventions of the original client toolkit, applied to every `/api` route before its
 * schema (or handler) validates anything, whatever that schema is:
 *
 * - An empty query parameter is an absent one: a table's first load sends `order_by=&order_method=&
 *   filter_value=`, which means "no sort, no search", not "sort by ''".
 * - A form may be posted as JSON or as `multipart/form-data` alike: the multipart fields become the body
 *   (repeated fields and `name[]` become lists; objects and lists sent as JSON strings are parsed back),
 *   so the same validation runs with the same messages. File parts of a form route are drained.
 *   Routes that stream uploads themselves declare `config: { multipart: 'stream' }` and read the parts;
 *   their body is then `STREAMED_BODY`, which validators pass (lib/http-errors.ts).
 *
 * @see docs/product.md §7 (Table load; "Form submit: POST, PUT or DELETE to an action as multipart data … Objects are
 *   sent as JSON strings")
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { STREAMED_BODY } from '../../lib/http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'stream'`: the handler reads the multipart parts itself (file uploads); the body is left unread. */
    multipart?: 'stream';
  }
}

/** Removes every query parameter whose value is the empty string (in place). */
export function dropEmptyQuery(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const q = query as Record<string, unknown>;
  for (const key of Object.keys(q)) if (q[key] === '') delete q[key];
}

/** A multipart field value: a JSON object or list sent as a string is parsed back; anything else stays text. */
export function formValue(value: string): unknown {
  const s = value.trim();
  if (!(s.startsWith('{') && s.endsWith('}')) && !(s.startsWith('[') && s.endsWith(']'))) return value;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return value;
  }
}

/** Reads every part of a multipart form into a plain object of its fields; file parts are drained. */
async function readForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      await part.toBuffer();
      continue;
    }
    const list = part.fieldname.endsWith('[]');
    const key = list ? part.fieldname.slice(0, -2) : part.fieldname;
    const value = typeof part.value === 'string' ? formValue(part.value) : part.value;
    const prev = body[key];
    if (prev === undefined) body[key] = list ? [value] : value;
    else body[key] = Array.isArray(prev) ? [...(prev as unknown[]), value] : [prev, value];
  }
  return body;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      dropEmptyQuery(request.query);
      if (request.isMultipart())
        request.body = request.routeOptions.config.multipart === 'stream' ? STREAMED_BODY : await readForm(request);
    });
  },
  { name: 'toolkit-protocol', dependencies: ['multipart'] },
);
