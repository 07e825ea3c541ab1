import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithKit, signInAs, signOut, SLOW } from '@scriptorium/shared-kit/testing';
import NewOrder from './NewOrder.js';

/** The admin's fields' chunk and the sign-in prompt's each fail to download once (a dropped connection), then come. */
const failures = { admin: 1, prompt: 1 };
vi.mock('./AdminOrderFields.js', async (importOriginal) => {
  if (failures.admin-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('./SignInPrompt.js', async (importOriginal) => {
  if (failures.prompt-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

let restore = () => {};
afterEach(() => restore());

describe('OrderForm parts loaded later', { timeout: 40_000 }, () => {
  it("says when the admin's client and order source fields could not load, and Retry brings them", async () => {
    signInAs('admin');
    restore = mockApi((req) => ({
      data: req.url.startsWith('list-settings/') ? [{ id: 1, name: 'Website', amount: 15 }] : {},
    })).restore;
    renderWithKit(<NewOrder />, '/orders/new', '/orders/new');
    expect(await screen.findByText('The client and order source fields could not load.', {}, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Order source', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('The client and order source fields could not load.')).toBeNull();
  });

  it("says when the guest's sign-in box could not load, keeps the order, and Retry opens the box", async () => {
    signOut();
    restore = mockApi((req) => {
      if (req.url === 'list-settings/service_types')
        return { data: [{ id: 1, name: 'Essay Writing', amount: 15, description: null }] };
      if (req.url === 'list-settings/deadlines') return { data: [{ id: 6, name: '7 days', hours: 168, rate: 1 }] };
      if (req.url === 'orders/price')
        return {
          data: { amount: 15, quote: false, service_price: 15, additional_services: 0, discount: 0, deadline_rate: 1 },
        };
      return { data: [] };
    }).restore;
    renderWithKit(<NewOrder />, '/orders/new?service_type_id=1', '/orders/new');
    await userEvent.type(await screen.findByLabelText('Title', {}, SLOW), 'Guest essay');
    await userEvent.click(screen.getByLabelText('Deadline'));
    await userEvent.click((await screen.findAllByText('7 days')).at(-1)!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('The sign-in box could not load. Your order is kept.', {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Guest essay');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Register or log in to submit your order', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('The sign-in box could not load. Your order is kept.')).toBeNull();
  });
});

/** The relative modules `file` imports statically (not `import()`), with theirs, from this folder. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(import.meta.dirname, file), 'utf8');
  for (const [, spec] of code.matchAll(/^import [^;]*? from '\.\/([^']+)\.js';/gms)) {
    const next = [`${spec}.tsx`, `${spec}.ts`].find((f) => existsSync(join(import.meta.dirname, f)));
    if (next) staticImports(next, seen);
  }
  return seen;
}

describe("the guest's order form, as it downloads", () => {
  it("imports neither antd's Card (with it Tabs, Dropdown and Menu) nor its Modal: ~30 KB gzip of a public page", () => {
    const files = new Set([...staticImports('NewOrder.tsx'), ...staticImports('CustomOrder.tsx')]);
    expect(files.has('OrderForm.tsx') && files.has('PricePanel.tsx')).toBe(true);
    const heavy = [...files].filter((f) =>
      /import \{[^}]*\b(Card|Modal|Tabs)\b[^}]*\} from 'antd'/.test(readFileSync(join(import.meta.dirname, f), 'utf8')),
    );
    expect(heavy).toEqual([]);
  });
});
