/**
 * Export of ALL rows matching a table query, streamed to a file in batches so memory stays flat
 * whatever the row count. CSV (csv-stringify) or XLSX (one sheet of inline strings and numbers, zipped
 * by yazl). Both wait for their output to drain, so a slow disk or compressor slows the export down
 * instead of buffering it (issue 9: exceljs' streaming writer ignores backpressure from its zip stream).
 * @see reference-behaviour.md Tables (export), spec §7 Table export
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import yazl from 'yazl';
import { and, lt, gt } from 'drizzle-orm';
import type { TableQuery } from '@scriptorium/contracts/core';
import { tableOrder, tableWhere, type TableSpec } from './paginate.js';

/**
 * Rows read per batch. Small enough that a batch dies young (V8 scavenges it instead of promoting it to
 * the old generation): with 2 000 the process grew +59 MB exporting 100 000 orders as XLSX, with 500
 * +10 MB (docs/benchmarks.md), at the same speed.
 */
const BATCH = 500;

export interface ExportColumn {
  key: string;
  title: string;
}

/** Folder of prepared exports under the data directory. */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** "created_at" → "Created at" (header labels from keys, reference-behaviour.md). */
function labelFromKey(key: string): string {
  const last = key.split('.').pop() ?? key;
  const s = last.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Export columns: each key titled by {@link labelFromKey}, or a column given whole. */
export function exportColumnsOf(...cols: (string | ExportColumn)[]): ExportColumn[] {
  return cols.map((c) => (typeof c === 'string' ? { key: c, title: labelFromKey(c) } : c));
}

type Cell = string | number | boolean | null;

// What a spreadsheet reads as the start of a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first, e.g. a client
 * named `=HYPERLINK(…)`) gets a leading apostrophe, so CSV and XLSX readers keep it as text. Numbers
 * stay numbers. @see OWASP CSV Injection; issue 14 §4
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return neutralise(v);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return neutralise(typeof o.name === 'string' ? o.name : JSON.stringify(v));
  }
  return neutralise(String(v));
}

function pick(row: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined), row);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel refuses (asks to repair) a cell of more than 32 767 characters. */
const MAX_CELL_CHARS = 32767;
/** Characters of sheet XML collected before one write to the zip; the zip input buffers at most ~4 of these. */
const FLUSH_CHARS = 64 * 1024;

// Not allowed in XML 1.0 even as references: C0 controls except tab/LF/CR, U+FFFE/U+FFFF, lone surrogates.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data: invalid characters dropped, `&<>"` escaped. */
function xmlText(s: string): string {
  return s.replace(INVALID_XML, '').replace(XML_SPECIAL, (c) => XML_ENTITY[c]);
}

/** "A", "B", … "Z", "AA", … for a 0-based column index. */
function columnLetters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** One `<c>` element: numbers and booleans typed, everything else an inline string; null is no cell. */
function cellXml(ref: string, v: Cell): string {
  if (v === null || v === '') return '';
  if (typeof v === 'number' && Number.isFinite(v)) return `<c r="${ref}"><v>${v}</v></c>`;
  if (typeof v === 'boolean') return `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
  // Excel reads "_x0041_" in a string as the escaped character "A"; "_x005F_" keeps the underscore literal.
  const text = xmlText(String(v).slice(0, MAX_CELL_CHARS)).replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1');
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** A sheet name Excel accepts: no `[]:*?/\`, not wrapped in apostrophes, 1–31 characters. */
function sheetName(base: string): string {
  const name = base.replace(/[[\]:*?/\\]/g, ' ').replace(/^'+|'+$/g, '').slice(0, 31).trim();
  return name || 'Export';
}

/** The fixed parts of a one-sheet workbook (OOXML package: content types, relationships, workbook, styles). */
function workbookParts(name: string): [string, string][] {
  const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${sheetType}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${sheetType}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${sheetType}.styles+xml"/></Types>`,
    ],
    ['_rels/.rels', `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}"><sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${DOC_REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/**
 * Writes one worksheet to an .xlsx file row by row. The sheet XML goes through a PassThrough that yazl
 * pipes into its deflate stream and on to the file, so `addRow` waits whenever the compressor or the
 * disk is behind: memory stays a few hundred KB whatever the row count.
 */
class XlsxSheetWriter {
  private readonly sheet = new PassThrough({ highWaterMark: 4 * FLUSH_CHARS });
  private readonly out: fs.WriteStream;
  /** Settles when the file is complete, or rejects on the first zip/file error. */
  private readonly done: Promise<void>;
  private pending = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`;
  private rowNumber = 0;
  private refs: string[] = [];

  constructor(file: string, name: string) {
    const zip = new yazl.ZipFile();
    for (const [part, xml] of workbookParts(sheetName(name))) zip.addBuffer(Buffer.from(xml), part);
    zip.addReadStream(this.sheet, 'xl/worksheets/sheet1.xml');
    zip.end();
    this.out = fs.createWriteStream(file);
    this.done = pipeline(zip.outputStream, this.out);
    // Surfaced by addRow/finish; without this a failure while no one awaits would be unhandled.
    this.done.catch(() => undefined);
  }

  /** Appends one row (cells left to right from column A). Resolves once the zip may take more. */
  async addRow(values: Cell[]): Promise<void> {
    const r = ++this.rowNumber;
    while (this.refs.length < values.length) this.refs.push(columnLetters(this.refs.length));
    let xml = `<row r="${r}">`;
    for (let i = 0; i < values.length; i++) xml += cellXml(this.refs[i] + r, values[i]);
    this.pending += xml + '</row>';
    if (this.pending.length < FLUSH_CHARS) return;
    const more = this.sheet.write(this.pending);
    this.pending = '';
    if (!more) await Promise.race([once(this.sheet, 'drain'), this.done]);
  }

  /** Closes the sheet and the zip; resolves when the file is completely written. */
  async finish(): Promise<void> {
    this.sheet.end(this.pending + '</sheetData></worksheet>');
    this.pending = '';
    await this.done;
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  abort(): void {
    this.sheet.destroy();
    this.out.destroy();
  }
}

/** Async iterator over every matching mapped row, BATCH at a time (keyset on id when possible). */
async function* allRows<Row>(spec: TableSpec<Row>, q: TableQuery): AsyncGenerator<Record<string, unknown>> {
  const map = spec.map ?? ((r: Row) => r);
  const where = tableWhere(spec, q);
  const { order } = tableOrder(spec, q);
  const byId = !q.order_by || q.order_by === 'id';
  const asc = q.order_method === 'asc';
  let lastId: number | null = null;
  let offset = 0;
  for (;;) {
    let rows: Row[];
    if (byId) {
      const key = lastId === null ? undefined : asc ? gt(spec.id, lastId) : lt(spec.id, lastId);
      rows = await spec.rows().where(and(where, key)).orderBy(...order).limit(BATCH);
    } else {
      rows = await spec.rows().where(where).orderBy(...order).limit(BATCH).offset(offset);
    }
    for (const r of rows) yield map(r) as Record<string, unknown>;
    if (rows.length < BATCH) return;
    offset += rows.length;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    lastId = Number(last.id);
  }
}

/**
 * Writes every row matching `q` to a new file in `dir` and returns `{file, name}` for
 * `GET /api/external-download`. `columns` chooses and titles the columns; when absent the keys of the
 * first row are used. XLSX: one sheet named after `baseName` (Excel's rules: 31 characters, no `[]:*?/\`),
 * numbers and booleans as typed cells, everything else as text (cut at Excel's 32 767 characters,
 * characters XML cannot carry dropped). Memory stays flat: rows are read BATCH at a time and writing
 * waits for the file (and compressor) to drain.
 * Errors: rethrows database/file errors (the caller answers 500); a partial XLSX file is removed.
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
  let columns = opts.columns;
  let count = 0;
  if (opts.format === 'csv') {
    const out = fs.createWriteStream(full);
    const csv = stringify();
    csv.pipe(out);
    for await (const row of allRows(spec, q)) {
      if (!columns) columns = exportColumnsOf(...Object.keys(row));
      if (count === 0) csv.write(columns.map((c) => neutralise(c.title)));
      if (!csv.write(columns.map((c) => cell(pick(row, c.key))))) await once(csv, 'drain');
      count++;
    }
    if (count === 0 && columns) csv.write(columns.map((c) => neutralise(c.title)));
    csv.end();
    await once(out, 'finish');
  } else {
    const xlsx = new XlsxSheetWriter(full, opts.baseName);
    try {
      for await (const row of allRows(spec, q)) {
        if (!columns) columns = exportColumnsOf(...Object.keys(row));
        if (count === 0) await xlsx.addRow(columns.map((c) => neutralise(c.title)));
        await xlsx.addRow(columns.map((c) => cell(pick(row, c.key))));
        count++;
      }
      if (count === 0 && columns) await xlsx.addRow(columns.map((c) => neutralise(c.title)));
      await xlsx.finish();
    } catch (e) {
      xlsx.abort();
      await fs.promises.rm(full, { force: true });
      throw e;
    }
  }
  return { file, name, rows: count };
}
