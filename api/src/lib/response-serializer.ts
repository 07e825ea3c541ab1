/**
 * Serializer compiler for the `response` schemas routes declare. The schemas are the contract the UI
 * parses answers with and the OpenAPI document publishes; they do not shape the answer: a route answers
 * exactly what its handler returns, `JSON.stringify`-ed as it would be without a declared response
 * (zod's own serializer would strip fields a schema leaves out, and cannot encode a schema with a
 * transform, such as the option lists' `amount` defaulting null to 0).
 *
 * `checkResponses` (tests): every JSON answer is first parsed with its declared schema, as the UI
 * parses it, and one that does not fit fails the request with a 500 naming the route and the issues,
 * so the API tests keep each declared response true to what the route answers.
 * @see plugins/external/swagger.ts; test/security/openapi.test.ts
 */
import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/** A declared answer that does not fit its contract schema (only with `checkResponses`). */
export class ResponseContractError extends Error {
  constructor(
    public readonly route: string,
    public readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${route} answered outside its declared response: ${JSON.stringify(issues.slice(0, 5))}`);
    this.name = 'ResponseContractError';
  }
}

/** The zod schema of a declared response: the schema itself, or `{properties: schema}` as some plugins wrap it. */
function zodOf(schema: unknown): z.ZodType | null {
  const candidate =
    schema && typeof schema === 'object' && 'properties' in schema
      ? (schema as { properties: unknown }).properties
      : schema;
  return candidate && typeof candidate === 'object' && 'safeParse' in candidate ? (candidate as z.ZodType) : null;
}

/** Builds the app's serializer compiler; `checkResponses` makes every declared answer parse with its schema. */
export function responseSerializerCompiler({ checkResponses = false } = {}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const zod = checkResponses ? zodOf(schema) : null;
    return (data) => {
      if (zod) {
        const result = zod.safeParse(data);
        if (!result.success) {
          const error = new ResponseContractError(`${method} ${url} ${httpStatus}`, result.error.issues);
          // Tests run without a logger: say which route broke its contract where the test output shows it.
          process.stderr.write(`${error.message}\n`);
          throw error;
        }
      }
      return JSON.stringify(data);
    };
  };
}
