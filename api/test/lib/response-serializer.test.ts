/**
 * Declared responses document the answer and do not reshape it; with `checkResponses` (the API tests)
 * an answer outside its contract fails.
 * @see src/lib/response-serializer.ts
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceTypeOptions } from '@scriptorium/contracts/orders';
import { ResponseContractError, responseSerializerCompiler } from '../../src/lib/response-serializer.js';

const user = z.object({ id: z.number(), name: z.string() });
const serialize = (schema: unknown, data: unknown, checkResponses = false) =>
  responseSerializerCompiler({ checkResponses })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' } as never)(
    data,
  );

describe('responseSerializerCompiler', () => {
  it('answers what the handler returned: fields the schema leaves out stay', () => {
    expect(JSON.parse(serialize(user, { id: 1, name: 'Ada', email: 'ada@example.com' }))).toEqual({
      id: 1,
      name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('serializes an answer whose contract transforms when parsed (a quote-only service: amount null on the wire)', () => {
    const options = [{ id: 1, name: 'Editing', amount: null }];
    expect(JSON.parse(serialize(serviceTypeOptions, options, true))).toEqual(options);
  });

  it('with checkResponses, refuses an answer that does not parse with its schema, naming the route', () => {
    const stderr = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      expect(() => serialize(user, { id: 'one', name: 'Ada' }, true)).toThrow(ResponseContractError);
      expect(() => serialize(user, { id: 'one', name: 'Ada' }, true)).toThrow(/GET \/api\/x 200/);
    } finally {
      process.stderr.write = stderr;
    }
    expect(() => serialize(user, { id: 'one', name: 'Ada' })).not.toThrow();
  });
});
