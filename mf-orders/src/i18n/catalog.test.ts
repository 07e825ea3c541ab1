import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import sw from './locales/sw.json';
import formEn from './form/locales/en.json';
import formSw from './form/locales/sw.json';

/** The order form's ids: its own catalogue's (./form), none in the remote's other one. */
const FORM_ID = /^orders\.(form|price)\./;

describe.each([
  ['the orders catalogue', en, sw],
  ['the order form catalogue', formEn, formSw],
])('%s', (_, english: Record<string, string>, swahili: Record<string, string>) => {
  it('has the same ids in English and Swahili, all under orders.', () => {
    expect(Object.keys(swahili).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(english).filter((id) => !id.startsWith('orders.'))).toEqual([]);
  });

  it('has a Swahili text for every id (none left empty)', () => {
    expect(Object.entries(swahili).filter(([, text]) => !text.trim())).toEqual([]);
  });
});

describe('the split between the two', () => {
  it('keeps the order form’s texts (orders.form., orders.price.) apart, so its page carries no other screen’s', () => {
    expect(Object.keys(en).filter((id) => FORM_ID.test(id))).toEqual([]);
    expect(Object.keys(formEn).filter((id) => !FORM_ID.test(id))).toEqual([]);
    expect(Object.keys(formEn).length).toBeGreaterThan(0);
  });

  it('is kept by the form’s code: none of it imports the other screens’ catalogue', () => {
    const dir = join(import.meta.dirname, '..', 'features', 'order-form');
    const code = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter((f) => readFileSync(join(dir, f), 'utf8').includes("i18n/catalog.js'"))).toEqual([]);
  });
});
