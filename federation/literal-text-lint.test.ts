/**
 * The lint rule that keeps a person's texts in the catalogues (`LITERAL_TEXT` in eslint.config.js, through
 * `no-restricted-syntax`; docs/architecture.md Languages): run through ESLint's Node API on components
 * placed in a frontend's `src`, as `npm run lint` sees them.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The catalogue rule's messages for `code` linted as `filePath` (relative to the repository). */
async function literalTextReports(code: string, filePath = 'mf-orders/src/x.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const component = (jsx: string) => `
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from './i18n/catalog.js';

export function Screen({ count }: { count: number }) {
  const t = useT(catalog);
  return ${jsx};
}
`;

const CATALOGUE = /^Text a person reads, written in .+: put it in the workspace's catalogue/;

describe('the catalogue lint rule (LITERAL_TEXT)', { timeout: 60_000 }, () => {
  it.each([
    ['JSX text', '<h1>My orders</h1>'],
    ['a text attribute', '<input placeholder="Search orders" />'],
    ['a text attribute in braces', "<button title={'Save order'} />"],
    ['a string in JSX children', "<p>{'No orders yet'}</p>"],
    ['a template in JSX children', '<p>{`Showing ${count} orders`}</p>'],
  ])('reports %s', async (_what, jsx) => {
    const reports = await literalTextReports(component(jsx));
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) expect(report).toMatch(CATALOGUE);
  });

  it('reports in every frontend, the shell included', async () => {
    for (const workspace of ['shell', 'mf-auth', 'mf-settings'])
      expect(await literalTextReports(component('<h1>My orders</h1>'), `${workspace}/src/x.tsx`)).toHaveLength(1);
  });

  it("passes texts from the workspace's catalogue, the product's name, and words that are not a person's text", async () => {
    const jsx = `(
    <section className="order-list" data-testid="orders">
      <h1 title={t('orders.list.title')}>{t('orders.list.title')}</h1>
      <p>{t('orders.list.showing', { count })}</p>
      <span>Scriptorium</span>
      <span>{count} · #</span>
    </section>
  )`;
    expect(await literalTextReports(component(jsx))).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await literalTextReports(component('<h1>My orders</h1>'), 'mf-orders/src/x.test.tsx')).toEqual([]);
  });
});
