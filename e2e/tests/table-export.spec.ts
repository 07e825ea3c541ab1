import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInFast } from '../support/auth.js';

/**
 * An export writes what the table shows (docs/product.md §R1 Tables, export): the column titles, statuses
 * and types in words, money with two decimals and its currency, dates in the display format. What is
 * compared is the screen's text and the file's, cell by cell; an empty cell ('—' on screen) is empty in
 * the file, and a star rating is its number.
 */

/** RFC 4180 CSV (quoted fields, doubled quotes), after the UTF-8 byte order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The table's header titles and first row as a person reads them ('—' read as empty, stars as their number). */
async function shownTable(table: Locator): Promise<{ titles: string[]; first: string[] }> {
  const titles = await table
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => th.textContent!.trim()).filter((t) => t && t !== 'Actions'));
  const first = await table
    .locator('tbody tr.ant-table-row')
    .first()
    .locator('td')
    .evaluateAll((tds) =>
      tds.map((td) => {
        const rating = td.querySelector('[aria-label^="Rating "]')?.getAttribute('aria-label');
        if (rating) return rating.match(/Rating (\d+)/)![1];
        const text = td.textContent!.trim();
        return text === '—' ? '' : text;
      }),
    );
  return { titles, first: first.slice(0, titles.length) };
}

/** Exports the table on screen as CSV and reads the downloaded file. */
async function exportCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  return parseCsv(readFileSync(await (await download).path(), 'utf8'));
}

test("an export of the admin's orders reads like the table: titles, statuses, dollars, dates", async ({ page }) => {
  await signInFast(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/orders');
  const table = page.getByTestId('admin-orders').locator('table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const shown = await shownTable(table);
  const [header, ...rows] = await exportCsv(page);
  expect(header).toEqual(shown.titles);
  expect(rows.find((r) => r[0] === shown.first[0])).toEqual(shown.first);
  // What exports once wrote instead of the table's text: keys, ISO instants, bare numbers.
  expect(rows.flat().some((c) => /^(in_progress|pending_quote)$|^\d{4}-\d{2}-\d{2}T/.test(c))).toBe(false);
});

test('an export of the logs writes the type in words, as the table shows it', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/logs');
  const table = page.getByTestId('logs').locator('table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const shown = await shownTable(table);
  const [header, ...rows] = await exportCsv(page);
  expect(header).toEqual(shown.titles);
  expect(rows.find((r) => r[0] === shown.first[0])).toEqual(shown.first);
});
