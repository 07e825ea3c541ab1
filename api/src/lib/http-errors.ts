/**
 * Errors a route throws to answer with a status and the shapes of docs/architecture.md API:
 * 401/403/404 `{message}`, 422 `{message, errors: {field: [msg]}}`. The error handler renders them.
 * @see docs/architecture.md API (errors), contracts/src/errors.ts
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE, toValidationBody } from '@scriptorium/contracts/core';

/** An error with an HTTP status and, for 422, field errors. Throw it from a handler or hook. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 401 `{message: 'Unauthenticated.'}` */
export const unauthenticated = (): HttpError => new HttpError(401, UNAUTHENTICATED_MESSAGE);
/** 403 `{message: 'Not authorized to access this page/resource/endpoint'}` */
export const forbidden = (): HttpError => new HttpError(403, FORBIDDEN_MESSAGE);
/** 404 `{message: '{what} not found'}` */
export const notFound = (what = 'Resource'): HttpError => new HttpError(404, `${what} not found`);

/** 422 with one message on one field, e.g. `fieldError('email', 'The email has already been taken.')`. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/** The 422 of a failed contract parse: `{message: first message, errors: {field: [messages]}}`. */
export function validationError(error: z.ZodError): HttpError {
  const body = toValidationBody(error);
  return new HttpError(422, body.message, body.errors);
}

/** Parses `data` with `schema` or throws a 422 whose body lists the first messages per field. */
export function parseOr422<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/**
 * `request.body` of a multipart request to a route that streams its parts (`config.multipart: 'stream'`,
 * set by plugins/app/toolkit-protocol.ts): the handler reads and checks the parts, so validators pass it.
 */
export const STREAMED_BODY: unknown = Object.freeze({ streamed: true });

/**
 * Fastify validator compiler for the zod schemas routes declare (`params`, `querystring`, `body`): the
 * parsed value replaces the request part, a failure answers the same 422 as {@link parseOr422}. A request
 * without a body (fastify hands the validator `null`) is validated as `{}`, as handlers did with
 * `request.body ?? {}`; only a {@link STREAMED_BODY} is left to its handler.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (data === STREAMED_BODY) return { value: data };
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };
