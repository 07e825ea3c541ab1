import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addUserRequest,
  adminChangePasswordRequest,
  changeMyPasswordRequest,
  departmentRequest,
  modulePermissionsRequest,
  phoneField,
  updateProfileRequest,
  writerStateActions,
} from './users.js';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.') || '_'] ??= i.message;
  return out;
}
const phoneMsg = 'Enter a valid phone number: digits only, with an optional leading +, 7 to 16 digits';

describe('phoneField', () => {
  it.each([
    ['+254712345678', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
    ['0712345678', '0712345678'],
    ['', null],
    [undefined, null],
  ])('accepts %s as %s', (input, out) => {
    expect(phoneField.parse(input)).toBe(out);
  });
  it.each(['12345', '+2547123456789012345', '07l2345678', '++254712345678'])(
    'refuses %s with a clear message',
    (input) => {
      expect(errorsOf(phoneField, input)).toEqual({ _: phoneMsg });
    },
  );
});

describe('user requests', () => {
  const user = {
    name: 'Amina',
    email: 'amina@example.com',
    phone: '+254712345678',
    password: 'correct horse',
    role: 'client',
  };
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    ['a valid client', addUserRequest, user, {}],
    [
      'an admin without a department',
      addUserRequest,
      { ...user, role: 'admin' },
      { department_id: 'Choose a department for the admin' },
    ],
    ['an admin with a department', addUserRequest, { ...user, role: 'admin', department_id: '2' }, {}],
    [
      'a mismatched confirmation',
      addUserRequest,
      { ...user, password_confirmation: 'other' },
      { password_confirmation: 'Password confirmation does not match' },
    ],
    [
      'a bad email and phone',
      updateProfileRequest,
      { name: 'A', email: 'nope', phone: 'abc' },
      { email: 'Enter a valid email address', phone: phoneMsg },
    ],
    ['a missing name', updateProfileRequest, { email: 'a@b.co' }, { name: 'The name field is required' }],
    [
      'admin password mismatch',
      adminChangePasswordRequest,
      { password: 'long enough', password_confirmation: 'different' },
      { password_confirmation: 'Password confirmation does not match' },
    ],
    [
      'admin password missing',
      adminChangePasswordRequest,
      { password_confirmation: '' },
      { password: 'Password field is required' },
    ],
    [
      'self change without the old password',
      changeMyPasswordRequest,
      { new_password: 'long enough', new_password_confirmation: 'long enough' },
      { old_password: 'The old password field is required' },
    ],
    [
      'self change mismatch',
      changeMyPasswordRequest,
      { old_password: 'x', new_password: 'long enough', new_password_confirmation: 'long enougH' },
      { new_password_confirmation: 'Password confirmation does not match' },
    ],
    ['a department without a name', departmentRequest, { description: 'Ops' }, { name: 'The name field is required' }],
  ])('%s', (_name, schema, input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });
});

describe('modulePermissionsRequest', () => {
  it('keeps only keys of the module', () => {
    const schema = modulePermissionsRequest('orders');
    expect(schema.parse({ permissions: ['orders.order.assign_writer'] }).permissions).toEqual([
      'orders.order.assign_writer',
    ]);
    expect(schema.parse({ permissions: '["orders.menu.view_orders"]' }).permissions).toEqual([
      'orders.menu.view_orders',
    ]);
    expect(schema.parse({ permissions: [] }).permissions).toEqual([]);
    expect(errorsOf(schema, { permissions: ['settings.deadlines'] })).toEqual({
      permissions: "'settings.deadlines' is not a permission of the orders module",
    });
  });
});

describe('writerStateActions', () => {
  it.each([
    ['pending', ['approve', 'suspend']],
    ['active', ['suspend']],
    ['suspended', ['reactivate']],
  ] as const)('offers a %s writer %j', (state, actions) => {
    expect(writerStateActions(state)).toEqual(actions);
  });
});
