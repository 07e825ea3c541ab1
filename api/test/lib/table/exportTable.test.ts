/**
 * Exports. XLSX: the file opens in a reader with the right header, every row, typed cells and
 * escaped text, and writing it does not buffer the sheet in memory. CSV and XLSX alike: a failed
 * export rejects and leaves no partial file. Rows come from an in-memory stand-in
 * for the database query, served in batches like the real keyset query.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../../src/db/schema/index.js';
import { exportTable } from '../../../src/lib/table/exportTable.js';
import type { DynamicSelect, TableSpec } from '../../../src/lib/table/paginate.js';

type Row = Record<string, unknown>;

/**
 * A spec whose query hands out `total` rows of `make(i)` (i = 1…total, whatever order is asked for), as many
 * per call as `.limit()` says, and calls `onBatch` before each batch (to sample memory or fail on purpose).
 */
function fakeSpec(
  total: number,
  make: (i: number) => Row,
  onBatch: (batch: number) => void = () => undefined,
): TableSpec<Row> {
  let next = 1;
  let batch = 0;
  const rows = (): DynamicSelect<Row> => {
    let limit = Infinity;
    // Only what the export calls of a Drizzle select; the stand-in is passed where the select goes.
    interface StandIn {
      where(): StandIn;
      orderBy(): StandIn;
      limit(n: number): StandIn;
      offset(): StandIn;
      getSQL(): SQL;
      then: Promise<Row[]>['then'];
    }
    const q: StandIn = {
      where: () => q,
      orderBy: () => q,
      limit: (n) => ((limit = n), q),
      offset: () => q,
      getSQL: () => sql`select 1`,
      then: (ok, fail) =>
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => {
            onBatch(batch++);
            const out: Row[] = [];
            for (; out.length < limit && next <= total; next++) out.push(make(next));
            return out;
          })
          .then(ok, fail),
    };
    return q as unknown as DynamicSelect<Row>;
  };
  // `db` serves page counts only; an export never counts.
  return { db: undefined as never, rows, searchable: [], sortable: {}, id: orders.id, createdAt: orders.created_at };
}

const orderRow = (i: number): Row => ({
  id: i,
  title: `Order ${i} <b>&"x"</b>`,
  status: 'in_progress',
  amount: i + 0.5,
  paid: i % 2 === 0,
  rating: null,
  user: { id: 7, name: 'Jane & Co' },
  created_at: new Date(Date.UTC(2025, 0, 1, 12)).toISOString(),
});

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function readBack(file: string): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(dir, file));
  return wb.worksheets[0];
}

describe('XLSX export', () => {
  it('reads back with the header, every row across several batches, numbers as numbers and <&>" intact', async () => {
    const res = await exportTable(fakeSpec(4500, orderRow), {}, { dir, baseName: 'orders', format: 'xlsx' });
    expect(res.rows).toBe(4500);
    expect(res.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const ws = await readBack(res.file);
    expect(ws.name).toBe('orders');
    expect(ws.rowCount).toBe(4501);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Id',
      'Title',
      'Status',
      'Amount',
      'Paid',
      'Rating',
      'User',
      'Created at',
    ]);
    expect(ws.getRow(2).values).toEqual([
      undefined,
      1,
      'Order 1 <b>&"x"</b>',
      'in_progress',
      1.5,
      false,
      undefined,
      'Jane & Co',
      '2025-01-01T12:00:00.000Z',
    ]);
    expect(ws.getRow(4501).getCell(1).value).toBe(4500);
    expect(ws.getRow(4501).getCell(5).value).toBe(true);
  });

  it('keeps the text a user typed: emoji, edge spaces, line breaks; drops characters XML cannot hold', async () => {
    const texts = [
      '  padded  ',
      'two\nlines',
      'tab\there',
      'emoji 📦 ok',
      'bell\u0007 and nul\u0000 gone',
      `quote's "double" <tag> & amp;`,
    ];
    const res = await exportTable(
      fakeSpec(texts.length, (i) => ({ id: i, text: texts[i - 1] })),
      {},
      { dir, baseName: 'notes', format: 'xlsx', columns: [{ key: 'text', title: 'Text <&>' }] },
    );
    const ws = await readBack(res.file);
    expect(ws.getCell('A1').value).toBe('Text <&>');
    const read = Array.from({ length: texts.length }, (_, i) => ws.getCell(`A${i + 2}`).value);
    expect(read).toEqual([
      '  padded  ',
      'two\nlines',
      'tab\there',
      'emoji 📦 ok',
      'bell and nul gone',
      `quote's "double" <tag> & amp;`,
    ]);
  });

  it('keeps cells a spreadsheet would run as formulas (= + - @ tab CR first) as text, in XLSX and CSV', async () => {
    const texts = ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', 'a=1', ' =1'];
    const row = (i: number) => ({ id: i, text: texts[i - 1], who: { name: '=cmd' }, n: -5 });
    const opts = {
      dir,
      baseName: 'notes',
      columns: [
        { key: 'text', title: 'Text' },
        { key: 'who', title: '=Who' },
        { key: 'n', title: 'N' },
      ],
    };
    const ws = await readBack((await exportTable(fakeSpec(texts.length, row), {}, { ...opts, format: 'xlsx' })).file);
    const xlsxRows = Array.from({ length: texts.length + 1 }, (_, i) => ws.getRow(i + 1).values);
    const csv = fs.readFileSync(
      path.join(dir, (await exportTable(fakeSpec(texts.length, row), {}, { ...opts, format: 'csv' })).file),
      'utf8',
    );
    const safe = ["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "'\r=1", 'a=1', ' =1'];
    // (An XML reader turns a raw CR into LF.)
    expect(xlsxRows).toEqual([
      [undefined, 'Text', "'=Who", 'N'],
      ...safe.map((t) => [undefined, t.replace('\r', '\n'), "'=cmd", -5]),
    ]);
    expect(csv).toBe(
      ["\uFEFFText,'=Who,N", ...safe.map((t) => `${/[\r"]/.test(t) ? `"${t}"` : t},'=cmd,-5`)].join('\n') + '\n',
    );
  });

  it('writes just the header when nothing matches and columns are given', async () => {
    const res = await exportTable(
      fakeSpec(0, orderRow),
      {},
      { dir, baseName: 'orders', format: 'xlsx', columns: [{ key: 'id', title: 'Id' }] },
    );
    expect(res.rows).toBe(0);
    const ws = await readBack(res.file);
    expect(ws.rowCount).toBe(1);
    expect(ws.getCell('A1').value).toBe('Id');
  });

  it.each(['xlsx', 'csv'] as const)(
    '%s: fails with the query error and leaves no partial file behind',
    async (format) => {
      const before = fs.readdirSync(dir);
      const failing = fakeSpec(10_000, orderRow, (batch) => {
        if (batch === 2) throw new Error('connection lost');
      });
      await expect(exportTable(failing, {}, { dir, baseName: 'orders', format })).rejects.toThrow('connection lost');
      expect(fs.readdirSync(dir).sort()).toEqual(before.sort());
    },
  );

  it.each(['xlsx', 'csv'] as const)(
    '%s: fails with the file error (the disk refuses the file) instead of crashing, and leaves nothing',
    async (format) => {
      const before = fs.readdirSync(dir);
      const create = fs.createWriteStream;
      const refused = vi
        .spyOn(fs, 'createWriteStream')
        .mockImplementationOnce(() => create(path.join(dir, 'no-such-folder', 'x')));
      try {
        await expect(exportTable(fakeSpec(3000, orderRow), {}, { dir, baseName: 'orders', format })).rejects.toThrow(
          /ENOENT/,
        );
      } finally {
        refused.mockRestore();
      }
      expect(fs.readdirSync(dir).sort()).toEqual(before.sort());
    },
  );

  it('does not buffer the sheet: external memory stays flat while 40 000 rows are written', async () => {
    const base = process.memoryUsage().arrayBuffers;
    let peak = 0;
    const spec = fakeSpec(40_000, orderRow, () => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
    });
    const res = await exportTable(spec, {}, { dir, baseName: 'orders', format: 'xlsx' });
    expect(res.rows).toBe(40_000);
    // exceljs' writer held the whole uncompressed sheet here (~25 MB at 40 000 rows); the zip input now
    // holds at most a few 64 KB chunks.
    expect(peak).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('cells written as the table shows them', () => {
  it("writes labels, money with two decimals, the display date in the viewer's zone, statuses and words", async () => {
    const { displayCell } = await import('../../../src/lib/table/exportCells.js');
    const utc = 'UTC';
    expect(displayCell({ format: 'money', currency: 'USD' }, 15, utc)).toBe('$15.00');
    expect(displayCell({ format: 'money', currency: 'KSh' }, 1234.5, utc)).toBe('KSh 1,234.50');
    expect(displayCell({ format: 'money', currency: 'USD' }, -5, utc)).toBe('-$5.00');
    expect(displayCell({ format: 'money' }, 0, utc)).toBe('0.00');
    expect(displayCell({ format: 'number' }, 1200, utc)).toBe('1,200');
    expect(displayCell({ format: 'number' }, 1.75, utc)).toBe('1.75');
    expect(displayCell({ format: 'date' }, '2026-11-29T06:31:51.608Z', utc)).toBe('Nov 29, 2026, 6:31 AM');
    expect(displayCell({ format: 'date' }, '2026-11-29T06:31:51.608Z', 'Africa/Nairobi')).toBe('Nov 29, 2026, 9:31 AM');
    expect(displayCell({ format: 'status' }, 'in_progress', utc)).toBe('In Progress');
    expect(displayCell({ format: 'words' }, 'writer_assigned', utc)).toBe('Writer assigned');
    expect(displayCell({ format: 'text', labels: { approved: 'Paid' } }, 'approved', utc)).toBe('Paid');
    // As it is when it does not fit the format; nothing is an empty cell; text a spreadsheet would run is neutralised.
    expect(displayCell({ format: 'money' }, 'n/a', utc)).toBe('n/a');
    expect(displayCell({ format: 'date' }, null, utc)).toBeNull();
    expect(displayCell({ format: 'words' }, '=cmd', utc)).toBe("'=cmd");
    expect(displayCell({}, '2026-11-29T06:31:51.608Z', utc)).toBe('2026-11-29T06:31:51.608Z');
  });
});
