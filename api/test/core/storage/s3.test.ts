/**
 * The S3 storage backend against an S3-compatible server the test starts (s3rver): it creates its bucket,
 * stores (whole buffers and streamed multipart uploads), lists, reads byte for byte and removes files,
 * and treats a key that is not a storage key as missing, as the disk backend does.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3Storage } from '../../../src/core/storage/s3.js';
import { startS3, type TestS3 } from '../../helpers/s3.js';

async function bytes(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage', () => {
  let s3: TestS3;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startS3();
    storage = s3Storage(s3.config());
  });
  afterAll(async () => {
    await storage?.close();
    await s3?.close();
  });

  it('creates its bucket when the store has none, then stores, lists, reads and removes a file', async () => {
    const created: string[] = [];
    await storage.ensureBucket((m) => created.push(m));
    expect(created).toHaveLength(1);
    await storage.ensureBucket((m) => created.push(m));
    expect(created).toHaveLength(1);

    const content = Buffer.from('%PDF-1.4 chapter one');
    const stored = await storage.put(content, 'PDF');
    expect(stored.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.size).toBe(content.length);
    expect(await storage.exists(stored.key)).toBe(true);
    expect((await bytes(await storage.read(stored.key))).equals(content)).toBe(true);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual([stored.key]);

    await storage.remove(stored.key);
    expect(await storage.exists(stored.key)).toBe(false);
    expect(await storage.read(stored.key)).toBeNull();
  });

  it('streams an upload larger than one multipart part and reads it back byte for byte', async () => {
    const content = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < content.length; i += 4096) content.writeUInt32BE(i, i);
    const stored = await storage.put(
      Readable.from([content.subarray(0, 7_000_000), content.subarray(7_000_000)]),
      'zip',
    );
    expect(stored.size).toBe(content.length);
    expect((await bytes(await storage.read(stored.key))).equals(content)).toBe(true);
    await storage.remove(stored.key);
  });

  it('treats a key that is not a storage key as missing, and refuses to write under one', async () => {
    for (const key of ['../etc/passwd', '/2026/01/a.pdf', '2026//a.pdf', '2026/./a.pdf', 'a b.pdf']) {
      expect(await storage.read(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.putAs(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    }
  });
});
