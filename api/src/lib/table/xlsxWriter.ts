/**
 * The XLSX writer of exports: one sheet of inline strings and numbers, zipped by yazl, written row by row.
 * It waits for its output to drain, so a slow disk or compressor slows the export down instead of
 * buffering it (exceljs' streaming writer ignores backpressure from its zip stream, so it is not used).
 * @see docs/product.md §R1 Tables (export)
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { Cell, SheetWriter } from './exportCells.js';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel refuses (asks to repair) a cell of more than 32 767 characters. */
const MAX_CELL_CHARS = 32767;
/** Characters of sheet XML collected before one write to the zip; the zip input buffers at most ~4 of these. */
const FLUSH_CHARS = 64 * 1024;

// Not allowed in XML 1.0 even as references: C0 controls except tab/LF/CR, U+FFFE/U+FFFF, lone surrogates.
/* eslint-disable no-control-regex -- the control characters are what this pattern finds */
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */
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
  const name = base
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .slice(0, 31)
    .trim();
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
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
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
export class XlsxSheetWriter implements SheetWriter {
  private readonly sheet = new PassThrough({ highWaterMark: 4 * FLUSH_CHARS });
  private readonly out: fs.WriteStream;
  /** Settles when the file is complete, or rejects on the first zip/file error. */
  private readonly done: Promise<void>;
  private pending = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`;
  private rowNumber = 0;
  private refs: string[] = [];

  /** Starts `file`, a workbook whose one sheet is named after `name` (Excel's rules: 31 characters, no `[]:*?/\\`). */
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
