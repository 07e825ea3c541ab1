/**
 * Response declarations for routes whose answer is not a JSON contract body, in the form @fastify/swagger
 * publishes and fastify accepts in `schema.response`:
 *   files({'text/csv': '…'})  a download or stream (each content type a binary string)
 *   html('…')                  an HTML page
 *   noContent('…')             204, no body
 *   redirect('…')              a 3xx with its `Location`
 * JSON answers declare the `contracts` zod schema itself (`response: {200: orderSchema}`).
 * @see lib/openapi/transform.ts (how they reach the document); lib/response-serializer.ts
 */

/** A response whose body is not JSON: one binary schema per content type. */
export interface ContentResponse {
  description: string;
  content: Record<string, { schema: { type: 'string'; format?: 'binary' } }>;
  headers?: Record<string, { description: string; type: 'string' }>;
}

/** A response without a body (204, redirects). */
export interface EmptyResponse {
  description: string;
  type: 'null';
  headers?: Record<string, { description: string; type: 'string' }>;
}

/** The spreadsheet types exports and downloads speak. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download: `description`, and each content type it may carry (bytes). */
export function files(description: string, ...types: string[]): ContentResponse {
  return {
    description,
    content: Object.fromEntries(
      types.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' as const } }]),
    ),
    headers: { 'Content-Disposition': { description: 'attachment or inline, with the file name', type: 'string' } },
  };
}

/** An HTML page (`text/html`). */
export function html(description: string): ContentResponse {
  return { description, content: { 'text/html': { schema: { type: 'string' } } } };
}

/** 204: no body. */
export function noContent(description: string): EmptyResponse {
  return { description, type: 'null' };
}

/** A redirect (301/302/303/307): no body, the target in `Location`. */
export function redirect(description: string): EmptyResponse {
  return { description, type: 'null', headers: { Location: { description: 'Where to go next', type: 'string' } } };
}
