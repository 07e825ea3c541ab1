import { describe, expect, it } from 'vitest';
import { extractRows, toOption } from './selectOptions.js';

describe('select options', () => {
  it.each([
    [
      { id: 3, name: 'Support' },
      { value: 3, label: 'Support' },
    ],
    [
      { key: 'paypal', label: 'PayPal' },
      { value: 'paypal', label: 'PayPal' },
    ],
    [
      { value: 'bank', text: 'Bank' },
      { value: 'bank', label: 'bank' },
    ],
    [
      { id: 1, title: 'Essay' },
      { value: 1, label: 'Essay' },
    ],
    ['urgent', { value: 'urgent', label: 'urgent' }],
  ])('%o → %o', (item, option) => expect(toOption(item)).toEqual(option));

  it('honours the definition value/column keys', () => {
    expect(toOption({ id: 1, slug: 'essay', name: 'Essay' }, 'slug', 'name')).toEqual({
      value: 'essay',
      label: 'Essay',
    });
  });

  it('reads bare arrays, {data: [...]} and {data: {data: [...]}}', () => {
    expect(extractRows([1, 2])).toEqual([1, 2]);
    expect(extractRows({ data: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(extractRows({ data: { data: [{ id: 2 }] } })).toEqual([{ id: 2 }]);
    expect(extractRows({ nope: 1 })).toEqual([]);
  });
});
