/**
 * One error handler for the whole app: 400 `{message}` for malformed JSON or multipart bodies, 422
 * `{message, errors}` for invalid fields, `{message}` for other 4xx, 503 `{message}` (with Retry-After)
 * while the database cannot be reached, and 500 `{message: 'Server error'}` with the details only in
 * the log. (Unknown paths: see routes/site.ts.)
 * @see docs/architecture.md API (errors); PostgreSQL restarted: a clean 503, then recovery (test/faults/pg-restart.test.ts)
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ZodError } from 'zod';
import { toValidationBody } from '@scriptorium/contracts/core';
import { HttpError } from '../../lib/http-errors.js';

const INVALID_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** 503 body while the database is unreachable (restart, failover, connections refused). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** 400 body for a multipart upload whose body cannot be parsed (bad boundary, truncated). */
export const MALFORMED_MULTIPART_MESSAGE = 'The upload could not be read: the multipart body is malformed.';

// Socket-level failures reaching the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
// SQLSTATE: 57P01 admin_shutdown (pg_terminate_backend, restart), 57P02 crash_shutdown, 57P03 cannot_connect_now
// (starting up / shutting down), 53300 too_many_connections; class 08 connection exceptions.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// What node-postgres and PGlite say when the connection is gone (these errors carry no code).
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|PGlite is closed/i;
// @fastify/busboy's parse errors carry no status.
const MULTIPART_MESSAGES =
  /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header|Part terminated early)/;

/** The error and its `cause` chain (drizzle wraps driver errors in DrizzleQueryError). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    yield e as { code?: unknown; message?: unknown };
  }
}

/** Whether `error` means the database cannot be reached right now (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      }
      if (error instanceof ZodError) return reply.code(422).send(toValidationBody(error));
      const fe = error as FastifyError;
      if (fe.code && INVALID_JSON.has(fe.code))
        return reply.code(400).send({ message: 'The request body is not valid JSON.' });
      if (!fe.statusCode && typeof error.message === 'string' && MULTIPART_MESSAGES.test(error.message)) {
        return reply.code(400).send({ message: MALFORMED_MULTIPART_MESSAGE });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const status = fe.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: 'Server error' });
      }
      if (status === 413) return reply.code(413).send({ message: 'The upload is too large.' });
      return reply.code(status).send({ message: error.message });
    });
  },
  { name: 'error-handler' },
);
