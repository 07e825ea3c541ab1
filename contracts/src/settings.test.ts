import { describe, expect, it } from 'vitest';
import { SETTING_TYPES } from './permissions.js';
import { SETTING_FIELDS, SETTING_SCHEMAS, orderLink, renderTemplate, servicePackageRequest } from './settings.js';

const first = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error ? [String(r.error.issues[0].path[0]), r.error.issues[0].message] : undefined;

describe('setting schemas', () => {
  it('covers every setting type with exactly its spec fields', () => {
    for (const type of SETTING_TYPES) {
      expect(Object.keys(SETTING_SCHEMAS[type].shape).sort(), type).toEqual([...SETTING_FIELDS[type]].sort());
    }
  });

  it.each([
    ['service_types', { name: 'Essay', amount: '15.00' }, undefined],
    ['service_types', { name: 'Essay', amount: 0 }, ['amount', 'The amount must be greater than 0']],
    ['deadlines', { name: '24 hours', hours: '24', rate: '1.5' }, undefined],
    ['deadlines', { name: 'Now', hours: 0, rate: 1 }, ['hours', 'The hours must be a whole number greater than 0']],
    ['deadlines', { name: 'Soon', hours: 2.5, rate: 1 }, ['hours', 'The hours must be a whole number greater than 0']],
    ['deadlines', { name: 'Free', hours: 2, rate: 0 }, ['rate', 'The rate must be a number greater than 0']],
    ['writer_deadlines', { hours: 3 }, ['name', 'The name field is required']],
    ['websites', { name: 'Main', url: 'https://writers.example', email: '' }, undefined],
    ['websites', { name: 'Main', url: 'writers.example' }, ['url', 'Enter a valid URL such as https://example.com']],
    [
      'websites',
      { name: 'Main', url: 'javascript:alert(1)' },
      ['url', 'Enter a valid URL such as https://example.com'],
    ],
    ['websites', { name: 'Main', url: 'https://w.example', email: 'nope' }, ['email', 'Enter a valid email address']],
    [
      'notification_messages',
      { slug: 'order_paid', subject: 'Paid', mail: 'Hi {name}', permission: 'orders.order.view_amount' },
      undefined,
    ],
    [
      'notification_messages',
      { slug: 'Order Paid', subject: 'Paid', mail: 'x' },
      ['slug', 'The slug may only contain lower-case letters, digits, - and _'],
    ],
    [
      'notification_messages',
      { slug: 'x', subject: 'Paid', mail: 'x', permission: 'orders.fly' },
      ['permission', 'Choose a permission from the list'],
    ],
    ['tag_lines', { website_id: '', bootstrap_icon: 'bi-star', name: 'Fast' }, undefined],
    [
      'order_services',
      { name: 'Plagiarism report', amount: '5.505' },
      ['amount', 'The amount may have at most two decimals'],
    ],
    ['order_sources', { name: '' }, ['name', 'The name field is required']],
  ] as const)('%s %j', (type, input, error) => {
    expect(first(SETTING_SCHEMAS[type].safeParse(input))).toEqual(error);
  });

  it('reads a pricing package', () => {
    expect(servicePackageRequest.parse({ name: 'Gold', amount: '49.99', description: '' })).toEqual({
      name: 'Gold',
      amount: 49.99,
      description: null,
    });
  });
});

describe('renderTemplate', () => {
  it.each([
    ['Hello {name}, order #{order_id} is ready', { name: 'Ann', order_id: 7 }, 'Hello Ann, order #7 is ready'],
    ['{name} {name}', { name: 'Bo' }, 'Bo Bo'],
    ['Hi {name}, see {unknown}', { name: 'Ann' }, 'Hi Ann, see {unknown}'],
    ['Hi {name}', { name: null }, 'Hi '],
    ['Hi {name}', { name: undefined }, 'Hi {name}'],
    ['{ name } and {}', { name: 'x' }, '{ name } and {}'],
    ['/orders/order/{order_id}', { order_id: 12 }, '/orders/order/12'],
  ])('%s', (text, vars, out) => {
    expect(renderTemplate(text, vars)).toBe(out);
  });
  it('ignores inherited keys', () => {
    expect(renderTemplate('{toString}', {})).toBe('{toString}');
  });
});

describe('orderLink', () => {
  it.each([
    ['https://site.example', 'https://site.example/orders/new?service_type_id=3&package_id=9'],
    ['https://site.example/', 'https://site.example/orders/new?service_type_id=3&package_id=9'],
    ['https://site.example/shop//', 'https://site.example/shop/orders/new?service_type_id=3&package_id=9'],
  ])('builds the order link for %s', (url, link) => {
    expect(orderLink(url, 3, 9)).toBe(link);
  });
});
