/**
 * Export of ALL rows matching a table query to a file: the batch reader (`exportRows.ts`) feeds a CSV
 * (`csvWriter.ts`) or XLSX (`xlsxWriter.ts`) writer, cells made by `exportCells.ts`. Memory stays flat
 * whatever the row count, and a failed export leaves no file behind, whichever the format.
 * @see docs/product.md §R1 Tables (export), docs/product.md §7 Table export, §8 (Export failure)
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TableQuery } from '@scriptorium/contracts/core';
import type { TableSpec } from './paginate.js';
import { allRows } from './exportRows.js';
import { dataRow, exportColumnsOf, headerRow, type ExportColumn, type SheetWriter } from './exportCells.js';
import { getBusinessTimeZone } from './dateRange.js';
import { CsvWriter } from './csvWriter.js';
import { XlsxSheetWriter } from './xlsxWriter.js';

export { exportColumnsOf, neutralise, requestedColumns, type ExportColumn } from './exportCells.js';

/** Folder of prepared exports under the data directory. */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/**
 * Writes every row matching `q` to a new file in `dir` and returns `{file, name}` for
 * `GET /api/external-download`. `columns` chooses and titles the columns and says how their cells read
 * (dates in `q.tz`, the viewer's time zone, else the business one); when absent the keys of the first row
 * are used. XLSX: one sheet named after `baseName`, numbers and booleans as typed cells,
 * everything else as text (cut at Excel's 32 767 characters, characters XML cannot carry dropped).
 * Errors: rethrows database, stringifier and file errors (the caller answers 500, which the table shows
 * as the export's failure) after removing the partial file, CSV and XLSX alike.
 */
export async function exportTable<Row>(
  spec: TableSpec<Row>,
  q: TableQuery,
  opts: { dir: string; baseName: string; format: 'csv' | 'xlsx'; columns?: ExportColumn[] },
): Promise<{ file: string; name: string; rows: number }> {
  await fs.promises.mkdir(opts.dir, { recursive: true });
  const file = `${randomUUID()}.${opts.format}`;
  const full = path.join(opts.dir, file);
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${opts.baseName}-${stamp}.${opts.format}`;
  const writer: SheetWriter = opts.format === 'csv' ? new CsvWriter(full) : new XlsxSheetWriter(full, opts.baseName);
  let columns = opts.columns;
  const timeZone = q.tz ?? getBusinessTimeZone();
  let count = 0;
  try {
    for await (const row of allRows(spec, q)) {
      if (!columns) columns = exportColumnsOf(...Object.keys(row));
      if (count === 0) await writer.addRow(headerRow(columns));
      await writer.addRow(dataRow(columns, row, timeZone));
      count++;
    }
    if (count === 0 && columns) await writer.addRow(headerRow(columns));
    await writer.finish();
  } catch (e) {
    writer.abort();
    await fs.promises.rm(full, { force: true });
    throw e;
  }
  return { file, name, rows: count };
}
