/**
 * One error handler for the whole app: 400 `{message}` for malformed JSON, 422 `{message, errors}` for
 * invalid fields, `{message}` for other 4xx, and 500 `{message: 'Server error'}` with the details only
 * in the log. (Unknown paths: see static-site.ts.)
 * @see ARCHITECTURE.md API (errors)
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { toValidationBody } from '@scriptorium/contracts';
import { HttpError } from '../../lib/http-errors.js';

const INVALID_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** `/email` → `email`, `/items/0/name` → `items.0.name`, `` → `_` (the whole body). */
function fieldOf(instancePath: string): string {
  const key = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return key || '_';
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) (errors[fieldOf(issue.instancePath)] ??= []).push(issue.message ?? 'Invalid value');
        return reply.code(422).send({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
      }
      if (error instanceof ZodError) return reply.code(422).send(toValidationBody(error));
      const fe = error as FastifyError;
      if (fe.code && INVALID_JSON.has(fe.code)) return reply.code(400).send({ message: 'The request body is not valid JSON.' });
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
