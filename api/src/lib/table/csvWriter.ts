/**
 * The CSV writer of exports (csv-stringify), written row by row. Like the XLSX writer it waits for the
 * file to drain, and a failure anywhere (the stringifier, the file) rejects the next `addRow` or
 * `finish` instead of leaving an unhandled error behind; the caller then aborts and removes the file.
 * @see docs/product.md §R1 Tables (export)
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { stringify, type Stringifier } from 'csv-stringify';
import type { Cell, SheetWriter } from './exportCells.js';

/**
 * Writes a CSV file: each row through csv-stringify, piped (with error handling) to the file. The file
 * starts with a UTF-8 byte order mark: without it Excel reads the text as Windows-1252, and "Card — Stripe"
 * or a client called Zoë arrive garbled.
 */
export class CsvWriter implements SheetWriter {
  private readonly csv: Stringifier = stringify({ bom: true });
  private readonly out: fs.WriteStream;
  /** Settles when the file is complete, or rejects on the first stringifier/file error. */
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.out = fs.createWriteStream(file);
    this.done = pipeline(this.csv, this.out);
    // Surfaced by addRow/finish; without this a failure while no one awaits would be unhandled.
    this.done.catch(() => undefined);
  }

  async addRow(values: Cell[]): Promise<void> {
    if (this.csv.write(values)) return;
    await Promise.race([once(this.csv, 'drain'), this.done]);
  }

  async finish(): Promise<void> {
    this.csv.end();
    await this.done;
  }

  abort(): void {
    this.csv.destroy();
    this.out.destroy();
  }
}
