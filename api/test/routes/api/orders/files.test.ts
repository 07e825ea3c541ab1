/**
 * Order files: the size limit and the content check (a renamed file is refused with a clear 422 and
 * nothing is stored), who sees which file, the allow-client toggle, downloads by token or signed link,
 * and deleting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { files } from '../../../../src/db/schema/index.js';
import { createCast, upload, type Cast } from './cast.js';
import { PDF } from '../../../helpers/fixtures.js';
import { makeOrder } from './fixtures.js';

let c: Cast;
let xlsx: Buffer;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(64),
]);

/** A one-file ustar archive (what `tar` writes), for the .tar.gz uploads. */
function tarOf(name: string, content: Buffer): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  for (const [offset, text] of [
    [100, '0000644\0'],
    [108, '0000000\0'],
    [116, '0000000\0'],
    [124, `${content.length.toString(8).padStart(11, '0')}\0`],
    [136, '00000000000\0'],
    [148, '        '],
    [156, '0'],
    [257, 'ustar\0'],
    [263, '00'],
  ] as const)
    header.write(text, offset);
  const sum = header.reduce((a, b) => a + b, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  content.copy(body);
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}

function storedCount(): number {
  const root = path.join(c.t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
}
async function rowCount(orderId: number): Promise<number> {
  return (await c.t.app.db.select().from(files).where(eq(files.order_id, orderId))).length;
}

beforeAll(async () => {
  c = await createCast({ maxUploadMb: 1 });
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Data').addRow(['a', 1]);
  xlsx = Buffer.from(await wb.xlsx.writeBuffer());
});
afterAll(() => c?.t.close());

describe('uploading', () => {
  it('accepts office documents, PDFs and images, checked by content', async () => {
    const f = await makeOrder(c, 'in_progress');
    const res = await upload(c, c.token.client, f.orderId, [
      { name: 'brief.pdf', content: PDF },
      { name: 'data.xlsx', content: xlsx },
      { name: 'chart.PNG', content: PNG },
    ]);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .files.map((x: { name: string; ext: string; allow_client: boolean }) => [x.name, x.ext, x.allow_client]),
    ).toEqual([
      ['brief.pdf', 'pdf', true],
      ['data.xlsx', 'xlsx', true],
      ['chart.PNG', 'png', true],
    ]);
  });

  it('accepts gzipped tar archives named .tar.gz or .tgz', async () => {
    const f = await makeOrder(c, 'in_progress');
    const archive = gzipSync(tarOf('notes.txt', Buffer.from('chapter one')));
    const res = await upload(c, c.token.writer, f.orderId, [
      { name: 'sources.tar.gz', content: archive },
      { name: 'sources.tgz', content: archive },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files.map((x: { name: string; ext: string }) => [x.name, x.ext])).toEqual([
      ['sources.tar.gz', 'gz'],
      ['sources.tgz', 'tgz'],
    ]);
  });

  it.each([
    [
      'an executable named .pdf',
      'invoice.pdf',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      'The file "invoice.pdf" is not allowed: upload an office document, PDF, image or archive',
    ],
    [
      'plain text named .pdf',
      'notes.pdf',
      Buffer.from('just some text pretending to be a PDF'),
      'The file "notes.pdf" is not allowed: upload an office document, PDF, image or archive',
    ],
    [
      'a gzip bomb named .pdf',
      'paper.pdf',
      gzipSync(Buffer.alloc(5_000_000)),
      'The file "paper.pdf" is not what its name says (its content is GZ): upload an office document, PDF, image or archive',
    ],
    [
      'a spreadsheet named .pdf',
      'essay.pdf',
      null,
      'The file "essay.pdf" is not what its name says (its content is XLSX): upload an office document, PDF, image or archive',
    ],
  ])(
    'refuses %s with 422 and stores nothing, not even the good files sent with it',
    async (_what, name, content, message) => {
      const f = await makeOrder(c, 'in_progress');
      const [rows, stored] = [await rowCount(f.orderId), storedCount()];
      const res = await upload(c, c.token.writer, f.orderId, [
        { name: 'ok.pdf', content: PDF },
        { name, content: content ?? xlsx },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { file: [message] } });
      expect(await rowCount(f.orderId)).toBe(rows);
      expect(storedCount()).toBe(stored);
    },
  );

  it('refuses a file over the size limit with 422 and stores nothing', async () => {
    const f = await makeOrder(c, 'in_progress');
    const [rows, stored] = [await rowCount(f.orderId), storedCount()];
    const big = Buffer.concat([PDF, Buffer.alloc(1.5 * 1024 * 1024)]);
    const res = await upload(c, c.token.client, f.orderId, [{ name: 'huge.pdf', content: big }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['The file "huge.pdf" is larger than the 1 MB limit']);
    expect(await rowCount(f.orderId)).toBe(rows);
    expect(storedCount()).toBe(stored);
  });

  it('asks for a file when none is sent, and refuses uploads to a cancelled order', async () => {
    const f = await makeOrder(c, 'in_progress');
    const none = await c.as('client', 'POST', `/api/orders/${f.orderId}/files`, {});
    expect([none.statusCode, none.json().errors.file]).toEqual([422, ['Choose a file to upload']]);
    const g = await makeOrder(c, 'cancelled');
    expect((await upload(c, c.token.client, g.orderId, [{ name: 'a.pdf', content: PDF }])).statusCode).toBe(409);
  });
});

describe('seeing, downloading and deleting', () => {
  it('shows clients only files allowed for them and their own, until an admin allows one', async () => {
    const f = await makeOrder(c, 'in_progress');
    const hidden = (await upload(c, c.token.writer, f.orderId, [{ name: 'draft-2.pdf', content: PDF }])).json()
      .files[0];
    expect(hidden.allow_client).toBe(false);
    await upload(c, c.token.client, f.orderId, [{ name: 'mine.pdf', content: PDF }]);
    const names = async (who: 'client' | 'writer') =>
      (await c.as(who, 'GET', `/api/orders/${f.orderId}/files`)).json().map((x: { name: string }) => x.name);
    expect(await names('client')).toEqual(['mine.pdf', 'draft.pdf']);
    expect(await names('writer')).toEqual(['mine.pdf', 'draft-2.pdf', 'draft.pdf']);
    expect((await c.as('client', 'GET', `/api/files/${hidden.id}/download`)).statusCode).toBe(404);

    const allow = await c.as('admin', 'POST', `/api/files/${hidden.id}/allow-client`, { allow_client: true });
    expect(allow.json()).toMatchObject({ message: 'File updated', file: { id: hidden.id, allow_client: true } });
    expect(await names('client')).toContain('draft-2.pdf');
  });

  it('downloads with the original name by token, or by the signed link alone', async () => {
    const f = await makeOrder(c, 'in_progress');
    const [file] = (await c.as('client', 'GET', `/api/orders/${f.orderId}/files`)).json();
    expect(file).toMatchObject({
      name: 'draft.pdf',
      ext: 'pdf',
      formatted_size: `${PDF.length} B`,
      allow_client: true,
      user: { id: c.id.writer, role: 'writer' },
    });
    const byToken = await c.as('client', 'GET', `/api/files/${file.id}/download`);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-disposition']).toBe(`attachment; filename="draft.pdf"; filename*=UTF-8''draft.pdf`);
    expect(byToken.rawPayload.equals(PDF)).toBe(true);

    const link = new URL(file.url);
    const bySig = await c.t.request({ method: 'GET', url: link.pathname + link.search });
    expect([bySig.statusCode, bySig.rawPayload.equals(PDF)]).toEqual([200, true]);
    // Change the signature's first character to a different one (a fixed 'x' equals it one time in 64).
    const tamperedSearch = link.search.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`);
    expect(tamperedSearch).not.toBe(link.search);
    const tampered = await c.t.request({ method: 'GET', url: link.pathname + tamperedSearch });
    expect(tampered.statusCode).toBe(403);
    const expired = new URLSearchParams(link.search);
    expired.set('expires', String(Math.floor(Date.now() / 1000) - 10));
    expect((await c.t.request({ method: 'GET', url: `${link.pathname}?${expired}` })).statusCode).toBe(403);
    expect((await c.t.request({ method: 'GET', url: link.pathname })).statusCode).toBe(401);
  });

  it('stops a signed link working once the session that listed it signs out', async () => {
    const f = await makeOrder(c, 'in_progress');
    const session = await c.t.login('client@example.com');
    const [file] = (await c.t.request({ method: 'GET', url: `/api/orders/${f.orderId}/files`, token: session })).json();
    const link = new URL(file.url);
    expect((await c.t.request({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200);
    expect((await c.t.request({ method: 'POST', url: '/api/auth/logout', token: session })).statusCode).toBe(200);
    const after = await c.t.request({ method: 'GET', url: link.pathname + link.search });
    expect([after.statusCode, after.json()]).toEqual([
      403,
      { message: 'This download link has expired or is not valid' },
    ]);
    // Another live session of the same client is not affected.
    expect((await c.as('client', 'GET', `/api/files/${file.id}/download`)).statusCode).toBe(200);
  });

  it('lets the uploader delete their file before delivery but not after', async () => {
    const f = await makeOrder(c, 'in_progress');
    const mine = (await upload(c, c.token.client, f.orderId, [{ name: 'oops.pdf', content: PDF }])).json().files[0];
    const before = storedCount();
    const del = await c.as('client', 'DELETE', `/api/files/${mine.id}`);
    expect([del.statusCode, del.json()]).toEqual([200, { message: 'File deleted' }]);
    expect(storedCount()).toBe(before - 1);

    const g = await makeOrder(c, 'under_review');
    const late = await c.as('writer', 'DELETE', `/api/files/${g.fileId}`);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'A file cannot be deleted once the order has been delivered',
    ]);
    expect((await c.as('admin', 'DELETE', `/api/files/${g.fileId}`)).statusCode).toBe(200);
  });
});
