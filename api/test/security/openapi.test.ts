/**
 * The OpenAPI document at `/api/docs/json`: a structurally valid OpenAPI 3 document (every schema
 * compiles with Ajv, every `$ref` resolves, every path template has its parameters) listing every route
 * of `app.apiRoutes` with its method and path parameters, and — for every route declaring a body or
 * query schema — that body (JSON, and multipart for uploads) or query. The document comes from the
 * same schemas the routes validate with.
 * @see src/plugins/external/swagger.ts; docs/security.md "What the suites try"
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { OpenAPIV3 } from 'openapi-types';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { routeKey } from './callers.js';

// The Ajv 8 fastify itself compiles JSON schemas with (through @fastify/ajv-compiler), not whatever
// version happens to be hoisted to the root node_modules.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const Ajv = createRequire(fromFastify.resolve('@fastify/ajv-compiler'))('ajv').default as new (opts: object) => {
  compile(schema: object): unknown;
  addFormat(name: string, format: boolean): unknown;
};
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

let t: TestApp;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t?.close());

/** `/api/orders/:id/files` → `/api/orders/{id}/files`; `*` → `{*}`; no trailing slash. */
const openapiPath = (url: string) =>
  url
    .replace(/:([^/]+)/g, '{$1}')
    .replace(/\*$/, '{*}')
    .replace(/(.)\/$/, '$1');
/** The document's paths without trailing slashes (prefix-root routes are registered as `/api/x/`). */
const paths = () =>
  Object.fromEntries(Object.entries(doc.paths).map(([p, item]) => [p.replace(/(.)\/$/, '$1'), item!]));

function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
}

/** Every `$ref` anywhere in `node`. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

/**
 * An OpenAPI 3.0 Schema Object as draft-07 JSON Schema for Ajv: 3.0's boolean `exclusiveMinimum` /
 * `exclusiveMaximum` (draft-04 style, next to `minimum`/`maximum`) become the numeric form.
 * Records a problem when a boolean bound has no number to apply to.
 */
function toDraft7(node: unknown, problems: string[], where: string): unknown {
  if (Array.isArray(node)) return node.map((n) => toDraft7(n, problems, where));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node))
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/')
        ? `doc${v}`
        : k === 'properties' || k === 'patternProperties'
          ? Object.fromEntries(Object.entries(v as object).map(([pk, pv]) => [pk, toDraft7(pv, problems, where)]))
          : toDraft7(v, problems, where);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] && typeof out[bound] !== 'number') problems.push(`${where}: ${flag} without ${bound}`);
    if (out[flag]) {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  return out;
}

/**
 * Operations of `document` that do not say what they answer on success: no 2xx/3xx response, or only
 * 2xx ones (other than 204) without a body schema or content type — what @fastify/swagger writes for a
 * route declaring no `response` (`{200: {description: 'Default Response'}}`), or an empty schema.
 */
function undeclaredAnswers(document: OpenAPIV3.Document): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const declared = Object.entries(op.responses ?? {}).some(([code, response]) => {
        if (code === '204' || /^3\d\d$/.test(code)) return true;
        if (!/^2\d\d$/.test(code)) return false;
        const content = Object.values((response as OpenAPIV3.ResponseObject).content ?? {});
        return content.some((c) => c.schema && ('$ref' in c.schema || Object.keys(c.schema).length > 0));
      });
      if (!declared) out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3 document with info, paths and the bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Scriptorium API', version: expect.any(String) });
    expect(doc.components?.securitySchemes?.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const ref of refs(doc)) expect(resolve(ref), ref).toBeDefined();
  });

  it('has well-formed operations: responses, declared path parameters, compilable schemas', () => {
    const ajv = new Ajv({ strict: false, validateFormats: false });
    ajv.addFormat('binary', true);
    expect(doc.openapi).toMatch(/^3\.0\./); // Schema Objects below are read as OpenAPI 3.0 ones
    const problems: string[] = [];
    // Named schemas (the streamline actions') are referenced as `#/components/schemas/…`.
    (ajv as unknown as { addSchema(schema: object, key: string): void }).addSchema(
      { components: toDraft7(doc.components, problems, 'components') },
      'doc',
    );
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/')) problems.push(`${path}: does not start with /`);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.responses || !Object.keys(op.responses).length) problems.push(`${where}: no responses`);
        const params = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
        for (const p of params) {
          if (!p.name || !['path', 'query', 'header', 'cookie'].includes(p.in))
            problems.push(`${where}: bad parameter ${JSON.stringify(p)}`);
          if (p.in === 'path' && p.required !== true) problems.push(`${where}: path parameter ${p.name} not required`);
        }
        const inPath = params.filter((p) => p.in === 'path').map((p) => p.name);
        for (const name of templated) if (!inPath.includes(name)) problems.push(`${where}: {${name}} has no parameter`);
        const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
        const schemas = [
          ...params.map((p) => p.schema),
          ...Object.values(body?.content ?? {}).map((c) => c.schema),
          ...Object.values(op.responses ?? {}).flatMap((r) =>
            Object.values((r as OpenAPIV3.ResponseObject).content ?? {}).map((c) => c.schema),
          ),
        ];
        for (const schema of schemas) {
          if (!schema || '$ref' in schema) continue;
          try {
            ajv.compile(toDraft7(schema, problems, where) as object);
          } catch (err) {
            problems.push(`${where}: schema does not compile: ${(err as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists every /api route with its method and path parameters', () => {
    const byPath = paths();
    const missing: string[] = [];
    for (const r of t.app.apiRoutes) {
      if (r.url.startsWith('/api/docs')) continue; // the documentation's own pages
      const op = byPath[openapiPath(r.url)]?.[r.method.toLowerCase() as (typeof METHODS)[number]];
      if (!op) {
        missing.push(routeKey(r));
        continue;
      }
      const declared = ((op.parameters ?? []) as OpenAPIV3.ParameterObject[])
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
      const expected = [...r.url.matchAll(/:([^/]+)/g)].map((m) => m[1]).concat(r.url.endsWith('*') ? ['*'] : []);
      if (declared.sort().join() !== expected.sort().join())
        missing.push(`${routeKey(r)}: parameters ${declared} ≠ ${expected}`);
    }
    expect(missing).toEqual([]);
  });

  it('documents the contract body or query of every registered route', () => {
    const byPath = paths();
    const problems: string[] = [];
    for (const r of t.app.apiRoutes) {
      if (r.url.startsWith('/api/docs')) continue;
      const key = routeKey(r);
      const op = byPath[openapiPath(r.url)]?.[r.method.toLowerCase() as (typeof METHODS)[number]];
      if (r.schema?.body && !(op?.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content)
        problems.push(`${key}: no request body`);
      if (
        r.schema?.querystring &&
        !((op?.parameters ?? []) as OpenAPIV3.ParameterObject[]).some((p) => p.in === 'query')
      )
        problems.push(`${key}: no query parameters`);
    }
    expect(problems).toEqual([]);
    // The upload routes stream their parts, and still document them.
    const uploads = {
      '/api/orders/{id}/files': 'file',
      '/api/auth/profile-picture': 'profile_picture',
      '/api/orders': 'title',
    };
    for (const [path, field] of Object.entries(uploads)) {
      const content = (paths()[path].post!.requestBody as OpenAPIV3.RequestBodyObject).content;
      expect(content['multipart/form-data']?.schema, path).toMatchObject({
        properties: { [field]: expect.anything() },
      });
    }
    expect(
      (paths()['/api/orders/{id}/files'].post!.requestBody as OpenAPIV3.RequestBodyObject).content[
        'multipart/form-data'
      ].schema,
    ).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } } });
    const approve = (paths()['/api/orders/{id}/approve'].post!.requestBody as OpenAPIV3.RequestBodyObject).content[
      'application/json'
    ].schema;
    expect(approve).toMatchObject({ properties: { rating: expect.anything(), tip: expect.anything() } });
    const status = (paths()['/api/users/{id}/status'].post!.requestBody as OpenAPIV3.RequestBodyObject).content[
      'application/json'
    ].schema;
    expect(status).toMatchObject({ properties: { action: expect.anything(), status: expect.anything() } });
    expect(
      ((paths()['/api/orders'].post!.parameters ?? []) as OpenAPIV3.ParameterObject[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['package_id', 'referrer']);
    // Declared responses (from the contracts) are documented too.
    const saved = paths()['/api/users/{id}'].put!.responses['200'] as OpenAPIV3.ResponseObject;
    expect(saved.content?.['application/json'].schema).toMatchObject({
      properties: { message: expect.anything(), user: { properties: { email: expect.anything() } } },
    });
    const login = paths()['/api/auth/login'].post!.requestBody as OpenAPIV3.RequestBodyObject;
    expect(login.content['application/json'].schema).toMatchObject({
      properties: { email: expect.anything(), password: expect.anything() },
    });
    const order = paths()['/api/orders'].post!;
    expect((order.requestBody as OpenAPIV3.RequestBodyObject).content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: expect.any(Object),
    });
    // Documented inputs (a body or query parameters).
    const documented = Object.values(doc.paths).flatMap((item) =>
      METHODS.map((m) => item?.[m]).filter(
        (op) =>
          op &&
          (op.requestBody || ((op.parameters ?? []) as OpenAPIV3.ParameterObject[]).some((p) => p.in === 'query')),
      ),
    );
    expect(documented.length).toBeGreaterThan(60);
  });

  it('declares the success answer of every operation: a body schema, a content type, no body or a redirect', () => {
    expect(undeclaredAnswers(doc)).toEqual([]);
    // The check sees an operation that declares nothing (as a route without `response` is published).
    const copy = structuredClone(doc);
    copy.paths['/api/orders/{id}']!.get!.responses = { 200: { description: 'Default Response' } };
    expect(undeclaredAnswers(copy)).toEqual(['GET /api/orders/{id}']);
    const json = (path: string, method: (typeof METHODS)[number], code = '200') =>
      ((paths()[path][method]!.responses[code] as OpenAPIV3.ResponseObject).content?.['application/json']?.schema ??
        {}) as OpenAPIV3.SchemaObject;
    // JSON answers are the contracts' shapes, as sent (the input side of the schema the UI parses with).
    expect(json('/api/orders/{id}', 'get')).toMatchObject({
      properties: { title: expect.anything(), status: { enum: expect.arrayContaining(['pending_quote']) } },
    });
    expect(json('/api/orders', 'post', '201')).toMatchObject({
      properties: { order: { properties: { id: expect.anything() } } },
    });
    expect(json('/api/orders/list/{status}', 'get').anyOf).toHaveLength(2); // the page, or with all=1 the bare rows
    // `amount` of an option is null on the wire for a quote-only service (the contract makes it 0).
    const options = json('/api/list-settings/service_types', 'get').anyOf as OpenAPIV3.SchemaObject[];
    expect(options.some((o) => o.type === 'array')).toBe(true);
    // Downloads, pages and redirects declare their content types or status.
    const content = (path: string, method: (typeof METHODS)[number], code = '200') =>
      Object.keys((paths()[path][method]!.responses[code] as OpenAPIV3.ResponseObject).content ?? {});
    expect(content('/api/external-download', 'get')).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(content('/api/files/{id}/download', 'get')).toEqual(['application/octet-stream']);
    expect(content('/api/checkout/{session}', 'get')).toEqual(['text/html']);
    expect(paths()['/api/checkout/{session}/confirm'].post!.responses['303']).toMatchObject({
      headers: { Location: expect.anything() },
    });
    expect(content('/api/users/{id}/profile-picture', 'get')).toContain('image/png');
  });

  it('describes every streamline action: its call among the bodies, its answer among the responses', () => {
    const op = paths()['/api/streamline'].post! as OpenAPIV3.OperationObject & {
      'x-streamline-actions': { stream: string; action: string; call: string; answer: string }[];
    };
    const actions = op['x-streamline-actions'];
    expect(actions.map((a) => `${a.stream}.${a.action}`)).toEqual(
      expect.arrayContaining(['stats.getMenuCounts', 'notifications.markRead', 'dashboard.getStats']),
    );
    const calls = (
      (op.requestBody as OpenAPIV3.RequestBodyObject).content['application/json'].schema as OpenAPIV3.SchemaObject
    ).oneOf!;
    const answers = (
      (op.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json'].schema as OpenAPIV3.SchemaObject
    ).anyOf!;
    for (const a of actions) {
      expect(calls).toContainEqual({ $ref: a.call });
      expect(answers).toContainEqual({ $ref: a.answer });
      expect(resolve(a.call)).toMatchObject({
        properties: { stream: { enum: [a.stream] }, action: { enum: [a.action] } },
      });
    }
    expect(resolve(actions.find((a) => a.action === 'markRead')!.call)).toMatchObject({
      properties: { params: { type: 'array', maxItems: 1 } },
    });
    expect(resolve(actions.find((a) => a.stream === 'dashboard')!.answer)).toMatchObject({
      properties: { clients: expect.anything(), totalPaid: expect.anything() },
    });
  });

  it('serves the browsable UI at /api/docs without signing in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
    const init = await t.request({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect([init.statusCode, init.body]).toEqual([200, expect.stringContaining('json')]);
  });

  it('leaves validation to the handlers: a documented body still answers with the contract messages', async () => {
    const token = await t.login('admin@example.com');
    const bad = await t.request({ method: 'POST', url: '/api/settings/deadlines', token, payload: { name: '' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: expect.any(String),
      errors: { name: expect.any(Array), hours: expect.any(Array) },
    });
    // A query documented with coercing schemas still reaches the handler untouched and pages as before.
    const page = await t.request({ method: 'GET', url: '/api/logs?per_page=10&page=1', token });
    expect(page.statusCode).toBe(200);
    const wrong = await t.request({ method: 'GET', url: '/api/logs?per_page=abc', token });
    expect(wrong.statusCode).toBe(422);
  });
});
