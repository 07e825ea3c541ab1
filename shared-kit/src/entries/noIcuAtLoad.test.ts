import { afterAll, describe, expect, it } from 'vitest';

/**
 * Loading an entry of the kit or of contracts must not start ICU: a page's first `Intl` formatter or
 * collator costs 70–215 ms at 4× CPU, and every first screen loads these modules
 * (docs/benchmarks.md "2026-11-26 (night): no ICU at start-up, one first paint"). Formats are built when
 * first used instead.
 */
const calls: string[] = [];
const restore: (() => void)[] = [];

function watch<T extends object>(owner: T, key: keyof T & string, label: string) {
  const original = owner[key] as unknown as (...args: unknown[]) => unknown;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    calls.push(label);
    return new.target ? Reflect.construct(original as never, args) : original.apply(this, args);
  };
  Object.defineProperty(owner, key, { value: wrapped, configurable: true, writable: true });
  restore.push(() => Object.defineProperty(owner, key, { value: original, configurable: true, writable: true }));
}

for (const name of [
  'NumberFormat',
  'DateTimeFormat',
  'Collator',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'Segmenter',
] as const)
  watch(Intl, name, `Intl.${name}`);
watch(String.prototype, 'localeCompare', 'String#localeCompare');
watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
watch(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
watch(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
watch(Date.prototype, 'toLocaleTimeString', 'Date#toLocaleTimeString');
afterAll(() => restore.forEach((undo) => undo()));

describe('the entries of the kit and of contracts start no ICU when loaded', () => {
  const entries = {
    'contracts/core': () => import('@scriptorium/contracts/core'),
    'contracts/orders': () => import('@scriptorium/contracts/orders'),
    'contracts/users': () => import('@scriptorium/contracts/users'),
    'contracts/payments': () => import('@scriptorium/contracts/payments'),
    'contracts/settings': () => import('@scriptorium/contracts/settings'),
    'contracts/phone': () => import('@scriptorium/contracts/phone'),
    'contracts/deploy': () => import('@scriptorium/contracts/deploy'),
    'kit/core': () => import('./core'),
    'kit/ui': () => import('./ui'),
    'kit/format': () => import('./format'),
    'kit/dates': () => import('./dates'),
    'kit/table': () => import('./table'),
    'kit/data': () => import('./data'),
    'kit/phone': () => import('./phone'),
  };
  for (const [entry, load] of Object.entries(entries)) {
    it(entry, async () => {
      calls.length = 0;
      await load();
      expect(calls).toEqual([]);
    });
  }

  it('a number written in exponent form is formatted by Intl (the watch sees calls)', async () => {
    const { formatDecimal } = await import('../display/numbers');
    calls.length = 0;
    formatDecimal(1e21);
    expect(calls).toContain('Intl.NumberFormat');
  });
});
