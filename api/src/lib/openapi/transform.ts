/**
 * The @fastify/swagger `transform` of the app: fastify-type-provider-zod's `jsonSchemaTransform` for
 * params, query and body, and for `response`:
 *   - a zod schema is published as the body the client receives and parses: the schema's *input* side
 *     (a contract like `serviceTypeOptions` turns `amount: null` into 0 when parsed; the wire has null),
 *     where the provider would publish its output side;
 *   - `{description, content: {type: {schema}}}` (see ./responses.ts) keeps its content types, each
 *     zod schema converted the same way;
 *   - `{description, type: 'null'}` (204, redirects) is published as a response without a body.
 * @see plugins/external/swagger.ts
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformInput = Parameters<Transform>[0];

const isZod = (value: unknown): value is z.ZodType => Boolean(value && typeof value === 'object' && '_zod' in value);

/** Publishes every declared response; see the file comment. */
export const openapiTransform: Transform = (input) => {
  const schema = input.schema as Record<string, unknown> | undefined;
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!schema || !response) return jsonSchemaTransform(input as never) as ReturnType<Transform>;
  const { response: _declared, ...rest } = schema;
  const base = jsonSchemaTransform({ ...input, schema: rest } as never) as {
    schema: Record<string, unknown>;
    url: string;
  };
  if (base.schema.hide) return base as ReturnType<Transform>;
  // A zod schema as the provider publishes a request body: its input side, in the document's dialect.
  const wire = (zod: z.ZodType): unknown =>
    (
      jsonSchemaTransform({ ...input, schema: { body: zod } } as TransformInput as never) as {
        schema: { body: unknown };
      }
    ).schema.body;
  const published: Record<string, unknown> = {};
  for (const [status, declared] of Object.entries(response)) {
    if (isZod(declared)) published[status] = wire(declared);
    else if (declared && typeof declared === 'object' && 'content' in declared) {
      const { content, ...meta } = declared as { content: Record<string, { schema: unknown }> };
      published[status] = {
        ...meta,
        content: Object.fromEntries(
          Object.entries(content).map(([type, { schema: s }]) => [type, { schema: isZod(s) ? wire(s) : s }]),
        ),
      };
    } else published[status] = declared;
  }
  return { ...base, schema: { ...base.schema, response: published } } as ReturnType<Transform>;
};
