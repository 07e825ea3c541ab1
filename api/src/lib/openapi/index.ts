/**
 * Attaches the contract schemas of {@link ROUTE_DOCS} to routes for the OpenAPI document, without
 * changing how the routes validate: the parts added here get a validator that accepts anything (the
 * handler still parses them with `parseOr422`, answering 422 `{message, errors}` as before); parts the
 * route declared itself keep fastify-type-provider-zod's validator.
 * @see ./registry.ts; plugins/external/swagger.ts
 */
import type { FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import { zodValidatorCompiler } from '../http-errors.js';
import { ROUTE_DOCS, type RouteDocs } from './registry.js';

export { ROUTE_DOCS, type RouteDoc, type RouteDocs } from './registry.js';

/** Documentation parts that must not be validated by fastify (the handler parses them). */
type DocPart = 'body' | 'querystring';

const acceptAnything = () => true;

/**
 * `onRoute` hook body: copies the registry's schemas for `route` into `route.schema` (only parts the
 * route does not declare) and wraps its validator compiler so those parts are never validated.
 * Mutates `route`; a route without an entry is left as it is.
 */
export function documentRoute(route: RouteOptions, docs: RouteDocs = ROUTE_DOCS): void {
  const methods = ([] as string[]).concat(route.method);
  const doc = methods.map((m) => docs[`${m} ${route.url}`]).find(Boolean);
  if (!doc) return;
  const schema: FastifySchema & { consumes?: readonly string[] } = { ...(route.schema ?? {}) };
  const documented = new Set<DocPart>();
  for (const part of ['body', 'querystring'] as const) {
    if (doc[part] && schema[part] === undefined) {
      schema[part] = doc[part];
      documented.add(part);
    }
  }
  if (doc.summary && !schema.summary) schema.summary = doc.summary;
  if (doc.tags && !schema.tags) schema.tags = doc.tags;
  if (doc.consumes && !schema.consumes) schema.consumes = doc.consumes;
  route.schema = schema;
  if (!documented.size) return;
  const base = (route.validatorCompiler ?? zodValidatorCompiler) as FastifySchemaCompiler<unknown>;
  route.validatorCompiler = (req) => (documented.has(req.httpPart as DocPart) ? acceptAnything : base(req));
}
