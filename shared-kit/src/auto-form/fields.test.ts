import { describe, expect, it } from 'vitest';
import { inferFieldType, labelFromName, resolveField, type FieldDefinition } from './fields.js';
import { hasFiles, jsonBody, multipartBody } from './submitBody.js';

describe('field type inference (reference order)', () => {
  const table: [FieldDefinition & { name: string }, string][] = [
    [{ name: 'password', type: 'text' }, 'text'],
    [{ name: 'writer_id', suggests: 'users/writers' }, 'suggest'],
    [{ name: 'department_id', url: 'sh-departments/list' }, 'select'],
    [{ name: 'website_id', data: [{ id: 1, name: 'A' }] }, 'select'],
    [{ name: 'password' }, 'password'],
    [{ name: 'password_confirmation' }, 'password'],
    [{ name: 'pin' }, 'password'],
    [{ name: 'message' }, 'textarea'],
    [{ name: 'comments' }, 'textarea'],
    [{ name: 'description' }, 'textarea'],
    [{ name: 'meta_description' }, 'textarea'],
    [{ name: 'call_response' }, 'textarea'],
    [{ name: 'email' }, 'email'],
    [{ name: 'phone' }, 'phone'],
    [{ name: 'age' }, 'number'],
    [{ name: 'date' }, 'datetime'],
    [{ name: 'paid_at' }, 'datetime'],
    [{ name: 'recurring_date' }, 'datetime'],
    [{ name: 'free_tier_days' }, 'datetime'],
    [{ name: 'gender' }, 'select'],
    [{ name: 'payment_method' }, 'select'],
    [{ name: 'role' }, 'select'],
    [{ name: 'account_type' }, 'select'],
    [{ name: 'name' }, 'text'],
  ];
  it.each(table)('%o → %s', (def, type) => expect(inferFieldType(def)).toBe(type));
});

describe('labels and resolved fields', () => {
  it.each([
    ['password_confirmation', 'Password confirmation'],
    ['name', 'Name'],
    ['user.phone_number', 'Phone number'],
  ])('%s → %s', (name, label) => expect(labelFromName(name)).toBe(label));

  it('makes email fields required and gives known selects their options', () => {
    expect(resolveField('email')).toMatchObject({ name: 'email', type: 'email', required: true, label: 'Email' });
    expect(resolveField({ name: 'role' }).data).toHaveLength(3);
    expect(resolveField({ field: 'title', label: 'Order title', required: true })).toMatchObject({
      name: 'title',
      label: 'Order title',
      required: true,
      type: 'text',
    });
  });

  it('refuses an entry without a name', () => {
    expect(() => resolveField({ label: 'x' })).toThrow(/field/);
  });
});

describe('submit bodies', () => {
  it('JSON omits nulls', () => {
    expect(jsonBody({ a: 1, b: null, c: undefined, d: '', e: { x: 1 } })).toEqual({ a: 1, d: '', e: { x: 1 } });
  });

  it('multipart sends objects as JSON strings, omits nulls and appends files', () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const two = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
    const form = multipartBody({ title: 'T', meta: { a: 1 }, ids: [1, 2], gone: null, file, files: two, count: 3 });
    expect(form.get('title')).toBe('T');
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.get('ids')).toBe('[1,2]');
    expect(form.has('gone')).toBe(false);
    expect((form.get('file') as File).name).toBe('notes.txt');
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.txt', 'b.txt']);
    expect(form.get('count')).toBe('3');
    expect(hasFiles({ file })).toBe(true);
    expect(hasFiles({ a: 1 })).toBe(false);
  });
});
