/**
 * The streamline actions in the OpenAPI document. `POST /api/streamline` is one route, so the document
 * describes each action as a pair of named schemas a client generator turns into types:
 *   components.schemas['StreamlineCall.{stream}.{action}']    the body: {stream, action, params} (params
 *                                                              the action's own list)
 *   components.schemas['StreamlineAnswer.{stream}.{action}']  what that action answers
 * The operation's body is the `oneOf` of the calls (each fixes `stream` and `action` with a one-value
 * enum), its 200 the `anyOf` of the answers (several actions share one), and `x-streamline-actions`
 * lists stream, action, call and answer so a client can pair them. (`/` in a stream name reads `_` in
 * the schema names.)
 * @see ./index.ts (STREAMS); plugins/external/swagger.ts
 */
import { z } from 'zod';
import { STREAMS } from './index.js';

type Document = {
  paths?: Record<string, Record<string, Record<string, unknown>> | undefined>;
  components?: { schemas?: Record<string, unknown> };
};

/** Every answer an action may give: the declared response of the route (parsed as a union in tests). */
export const streamlineAnswer = z.union([
  ...new Set(Object.values(STREAMS).flatMap((actions) => Object.values(actions).map((a) => a.returns))),
] as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);

/** A zod schema as an OpenAPI 3.0 Schema Object of what is sent (its input side). */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

/** Adds the action schemas to `doc` and points the streamline operation's body and answer at them. */
export function describeStreamline<D extends Document>(doc: D, path = '/api/streamline/'): D {
  const operation = doc.paths?.[path]?.post;
  if (!operation) return doc;
  const schemas: Record<string, unknown> = {};
  const actions: { stream: string; action: string; call: string; answer: string }[] = [];
  for (const [stream, streamActions] of Object.entries(STREAMS)) {
    for (const [action, { params, returns }] of Object.entries(streamActions)) {
      const name = `${stream.replace(/[^\w.-]/g, '_')}.${action}`;
      schemas[`StreamlineCall.${name}`] = {
        type: 'object',
        description: `\`${stream}\`.\`${action}\``,
        required: ['stream', 'action'],
        properties: {
          stream: { type: 'string', enum: [stream] },
          action: { type: 'string', enum: [action] },
          params: jsonSchema(params),
        },
      };
      schemas[`StreamlineAnswer.${name}`] = jsonSchema(returns);
      actions.push({
        stream,
        action,
        call: `#/components/schemas/StreamlineCall.${name}`,
        answer: `#/components/schemas/StreamlineAnswer.${name}`,
      });
    }
  }
  const calls = actions.map((a) => ({ $ref: a.call }));
  const answers = [...new Set(actions.map((a) => a.answer))].map((answer) => ({ $ref: answer }));
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ...schemas } };
  operation.requestBody = { required: true, content: { 'application/json': { schema: { oneOf: calls } } } };
  operation.responses = {
    ...(operation.responses as object),
    200: {
      description: "The action's answer (see x-streamline-actions for which)",
      content: { 'application/json': { schema: { anyOf: answers } } },
    },
  };
  operation['x-streamline-actions'] = actions;
  return doc;
}
