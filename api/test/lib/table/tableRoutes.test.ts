import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.js';
import { paginate, type PageEnvelope, type TableSpec } from '../../../src/lib/table/paginate.js';
import { exportTable, exportsDir } from '../../../src/lib/table/exportTable.js';
import { HttpError } from '../../../src/lib/http-errors.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;

type Row = { id: number; name: string; email: string; created_at: Date };

function spec(): TableSpec<Row> {
  const db = t.app.db;
  const fields = { id: users.id, name: users.name, email: users.email, created_at: users.created_at };
  return {
    rows: () => db.select(fields).from(users).$dynamic() as never,
    db,
    where: [like(users.email, 'bulk%')],
    searchable: [users.name, users.email, users.id],
    sortable: { name: users.name, created_at: users.created_at },
    id: users.id,
    createdAt: users.created_at,
    map: (r) => ({ ...r, created_at: r.created_at.toISOString() }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: 25 }, (_, i) => ({
    name: `Person ${String(i + 1).padStart(2, '0')}`,
    email: `bulk${i + 1}@example.com`,
    created_at: new Date(Date.UTC(2025, 0, 1 + i, 12)),
  }));
  await t.app.db.insert(users).values(rows);
});
afterAll(() => t.close());

const env = (r: unknown) => (r as PageEnvelope).data;

describe('table protocol', () => {
  it('pages with the envelope of the reference, newest id first by default', async () => {
    const p = env(await paginate(spec(), { per_page: 10, page: 3 }));
    expect(p).toMatchObject({ current_page: 3, per_page: 10, total: 25, last_page: 3, from: 21, to: 25 });
    expect(p.data).toHaveLength(5);
    expect((p.data[0] as Row).name).toBe('Person 05');
  });

  it('reads the next load-more page by keyset from lastId, with the same rows as offset paging', async () => {
    const first = env(await paginate(spec(), { per_page: 10, page: 1 }));
    const lastId = (first.data[9] as Row).id;
    const byKeyset = env(await paginate(spec(), { per_page: 10, page: 2, lastId }));
    const byOffset = env(await paginate(spec(), { per_page: 10, page: 2 }));
    expect(byKeyset.data).toEqual(byOffset.data);
  });

  it('searches any searchable column, and exactly when asked', async () => {
    expect(env(await paginate(spec(), { filter_value: 'person 1' })).total).toBe(10);
    expect(env(await paginate(spec(), { filter_value: 'Person 1', exact: true })).total).toBe(0);
    expect(env(await paginate(spec(), { filter_value: 'Person 12', exact: true })).total).toBe(1);
  });

  it('sorts by a whitelisted column and refuses any other with 422', async () => {
    const asc = env(await paginate(spec(), { order_by: 'name', order_method: 'asc', per_page: 2 }));
    expect((asc.data as Row[]).map((r) => r.name)).toEqual(['Person 01', 'Person 02']);
    await expect(paginate(spec(), { order_by: 'password' })).rejects.toMatchObject({ statusCode: 422 });
  });

  it('filters created_at from the start of from to the end of to', async () => {
    const p = env(await paginate(spec(), { from: '01/03/2025', to: '01/05/2025' }));
    expect(p.total).toBe(3);
    await expect(paginate(spec(), { from: 'yesterday-ish' })).rejects.toBeInstanceOf(HttpError);
  });

  it('returns a bare array for all=1', async () => {
    const all = await paginate(spec(), { all: true });
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(25);
  });

  it('exports every matching row, not just a page, as CSV and XLSX', async () => {
    const dir = exportsDir(t.config.dataDir);
    const q = { filter_value: 'person' } as const;
    const csv = await exportTable(spec(), q, {
      dir,
      baseName: 'users',
      format: 'csv',
      columns: [
        { key: 'id', title: 'Id' },
        { key: 'name', title: 'Name' },
      ],
    });
    const lines = fs.readFileSync(path.join(dir, csv.file), 'utf8').trim().split('\n');
    expect(lines[0]).toBe('Id,Name');
    expect(lines).toHaveLength(26);
    const xlsx = await exportTable(spec(), q, { dir, baseName: 'users', format: 'xlsx' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(dir, xlsx.file));
    expect(wb.worksheets[0].rowCount).toBe(26);
  });

  it('serves a prepared export once by its id and refuses other paths', async () => {
    const dir = exportsDir(t.config.dataDir);
    const { file, name } = await exportTable(spec(), {}, { dir, baseName: 'users', format: 'csv' });
    const ok = await t.request({
      method: 'GET',
      url: `/api/external-download?file=${file}&name=${encodeURIComponent(name)}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain(name);
    // A UTF-8 byte order mark first, so Excel does not read the text as Windows-1252.
    expect(ok.body.startsWith('\uFEFFId,Name,Email,Created at\n')).toBe(true);
    const evil = await t.request({
      method: 'GET',
      url: `/api/external-download?file=${encodeURIComponent('../pglite/PG_VERSION')}`,
    });
    expect(evil.statusCode).toBe(422);
  });

  it('keeps rows of other users out through the spec conditions', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const all = (await paginate(spec(), { all: true })) as Row[];
    expect(all.some((r) => r.id === admin.id)).toBe(false);
  });
});
