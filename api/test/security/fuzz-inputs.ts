/**
 * fast-check arbitraries of hostile requests for one route: malformed JSON bodies (any JSON value,
 * the route's own field names with wrong types, huge strings, deep nesting, prototype-pollution keys,
 * broken JSON, wrong content types, broken multipart), malformed query strings and path parameters.
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { FastifySchema, InjectOptions } from 'fastify';

/** One generated request, as `app.inject` options (method and url included). */
export type FuzzRequest = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'> & { url: string };

/** The top-level field names of a route's zod object (or of each member of a union, or a pipe's input), for type-confusion inputs. */
function fieldNames(schema: unknown): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(fieldNames);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in);
  return [];
}

/**
 * The classes of input that once crashed the API (docs/security.md "Inputs"), tried on every route as fixed examples
 * besides the random ones: ids just past the database's integer range, NUL bytes and unpaired
 * surrogates in text, and amounts far past the money bound.
 */
export const CRASH_CLASSES = {
  ids: ['2147483648', '4294967296', '9223372036854775808', '99999999999999999999'],
  texts: ['a\u0000b', 'a\ud800b', '\udc00'],
  money: [1e17, 1e300, '99999999999999999999', 2147483648],
  /** Names Object.prototype already holds: a lookup by path name must find own entries only. */
  names: ['constructor', '__proto__', 'toString', 'hasOwnProperty'],
} as const;

const HUGE = 'A'.repeat(300_000);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Raw JSON texts no JSON.stringify would produce: pollution keys, deep nesting, broken syntax. */
const RAW_JSON = [
  '{"__proto__":{"polluted":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}},"__proto__":[]}',
  '{"prototype":{"polluted":true},"toString":1,"valueOf":"x","hasOwnProperty":null}',
  deepArray(20_000),
  deepObject(5_000),
  '{"a":',
  '[1,2',
  '{"a":1}garbage',
  'null',
  '""',
  '"\\ud800"',
  '{"a":"\\u0000\\u0000"}',
  '1e999',
  '-0',
  '{"id":99999999999999999999999999999999}',
  `{"name":"${HUGE}"}`,
];

/** Values of the wrong type (or the right type, hostile) for a field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...CRASH_CLASSES.texts, ...CRASH_CLASSES.money, ...CRASH_CLASSES.ids),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -1e308,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    '2025-13-45',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '\u0000',
    '../../etc/passwd',
    [],
    {},
    [[[]]],
    { $gt: '' },
  ),
  fc.string({ maxLength: 50, unit: 'binary' }),
  fc.constant(HUGE),
);

/** A JSON body (payload + headers) for a route whose contract names `fields`. */
function jsonBody(fields: string[]): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers'>> {
  const json = { 'content-type': 'application/json' };
  const keyArb = fields.length
    ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 }))
    : fc.string({ maxLength: 12 });
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => ({ payload: JSON.stringify(v), headers: json })),
    fc.dictionary(keyArb, hostileValue, { maxKeys: 6 }).map((v) => ({ payload: JSON.stringify(v), headers: json })),
    fc.constantFrom(...RAW_JSON).map((raw) => ({ payload: raw, headers: json })),
    fc.constantFrom(
      { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: '<xml/>', headers: { 'content-type': 'text/xml' } },
      { payload: 'hello', headers: { 'content-type': 'text/plain' } },
      { payload: '{"a":1}', headers: { 'content-type': 'application/json; charset=utf-16' } },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.exe"\r\n\r\nMZ\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      { payload: 'not multipart at all', headers: { 'content-type': 'multipart/form-data; boundary=----nope' } },
      { payload: '--x--\r\n', headers: { 'content-type': 'multipart/form-data' } },
    ),
  );
}

/** A hostile path segment (already URL-encoded where needed). */
const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...CRASH_CLASSES.ids),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999999',
    'NaN',
    'null',
    'undefined',
    '%20',
    '%00',
    '..%2f..%2fetc%2fpasswd',
    '..',
    '%2e%2e',
    '%E0%A4%A',
    'abc',
    "1'--",
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.constant('9'.repeat(5000)),
);

/** A hostile query string (leading `?` included), sometimes with broken percent-encoding. */
function queryString(fields: string[]): fc.Arbitrary<string> {
  const keys = [
    'per_page',
    'page',
    'order_by',
    'order_method',
    'filter_value',
    'from',
    'to',
    'period',
    'exact',
    'lastId',
    'all',
    'status',
    'file',
    'name',
    'uid',
    'expires',
    'sig',
    ...fields,
  ];
  const pair = fc.tuple(
    fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('-1', '0', '1e309', 'NaN', '[]', '{}', HUGE.slice(0, 5000), '__proto__'),
    ),
  );
  return fc.oneof(
    fc.array(pair, { maxLength: 6 }).map((pairs) => {
      const q = new URLSearchParams();
      for (const [k, v] of pairs) q.append(k, v); // repeated keys become arrays
      const s = q.toString();
      return s ? `?${s}` : '';
    }),
    fc.constantFrom(
      '?filter_value=%00',
      '?filter_value=a%00b&exact=1',
      '?order_by=%00',
      '?page=2147483648&per_page=10',
      '?lastId=99999999999999999999',
    ),
    fc.constantFrom(
      '?%',
      '?a=%E0%A4%A',
      '?per_page[]=1&per_page[]=2',
      '?__proto__[polluted]=1',
      '?constructor[prototype][polluted]=1',
      '?order_by=id;drop table users',
      '?order_by=__proto__',
      '?order_by=constructor&order_method=asc',
      '?order_by=toString',
      '?status=__proto__',
      '?filter_value=__proto__&exact=1',
      `?filter_value=${'%25'.repeat(2000)}`,
    ),
  );
}

/** Requests for the route `METHOD url` (declaring `doc`); path parameters filled with hostile values. */
export function fuzzRequests(method: string, url: string, doc?: FastifySchema): fc.Arbitrary<FuzzRequest> {
  const params = [...url.matchAll(/:([^/]+)|\*$/g)].length;
  const withBody = method !== 'GET' && method !== 'DELETE';
  return fc
    .record({
      params: fc.array(fc.oneof(fc.constant('1'), pathParam), { minLength: params, maxLength: params }),
      query: fc.oneof(fc.constant(''), queryString(fieldNames(doc?.querystring))),
      body: withBody ? jsonBody(fieldNames(doc?.body)) : fc.constant({}),
    })
    .map(({ params: values, query, body }) => {
      let i = 0;
      const path = url.replace(/:[^/]+|\*$/g, () => values[i++] ?? '1');
      return { method: method as FuzzRequest['method'], url: path + query, ...body };
    });
}

/**
 * One request per crash class for the route `METHOD url`: every path parameter an id past the integer
 * range or a name Object.prototype holds; a body whose every contract field (and `id`/`amount`) carries a NUL, an unpaired surrogate,
 * an oversized amount or an oversized id; and a table query with a NUL filter.
 */
export function crashClassRequests(method: string, url: string, doc?: FastifySchema): FuzzRequest[] {
  const fields = [...new Set([...fieldNames(doc?.body), 'id', 'amount'])];
  const withBody = method !== 'GET' && method !== 'DELETE';
  const m = method as FuzzRequest['method'];
  const json = { 'content-type': 'application/json' };
  const out: FuzzRequest[] = [];
  for (const id of [...CRASH_CLASSES.ids, ...CRASH_CLASSES.names])
    out.push({ method: m, url: url.replace(/:[^/]+|\*$/g, id), ...(withBody ? { payload: '{}', headers: json } : {}) });
  const path = url.replace(/:[^/]+|\*$/g, '1');
  out.push({ method: m, url: `${path}?filter_value=%00&order_by=%00` });
  if (withBody) {
    for (const value of [...CRASH_CLASSES.texts, ...CRASH_CLASSES.money, ...CRASH_CLASSES.ids]) {
      out.push({
        method: m,
        url: path,
        payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))),
        headers: json,
      });
    }
  }
  return out;
}
