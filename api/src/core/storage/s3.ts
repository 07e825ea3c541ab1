/**
 * The {@link Storage} in an S3-compatible bucket (AWS S3, MinIO, …) through the AWS SDK v3, for API
 * instances on several machines. Downloads stay streamed through the API, so every permission check
 * of `GET /api/files/:id/download` still applies; the bucket itself needs no public access.
 * @see docs/architecture.md API (Files), One machine, then many
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.js';
import type { Storage, StoredFile } from './storage.js';
import { isStorageKey, newStorageKey } from './keys.js';

/** Whether an SDK error means "no such object/bucket" (stores answer 404 as NotFound or NoSuchKey). */
function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound')
  );
}

/** An S3 {@link Storage} that can also create its bucket when the store has none of that name. */
export interface S3Storage extends Storage {
  /**
   * Creates the bucket when the store answers that it does not exist (a fresh MinIO); any other answer
   * (e.g. 403 for credentials limited to objects) is left for the first upload to report.
   */
  ensureBucket(log: (message: string) => void): Promise<void>;
}

/** A {@link Storage} in the bucket `config` names. */
export function s3Storage(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores reject the SDK's default
    // trailing-checksum (aws-chunked) uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const write = async (key: string, data: Readable | Buffer): Promise<StoredFile> => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    let size = 0;
    let body: Readable | Buffer = data;
    if (Buffer.isBuffer(data)) size = data.length;
    else {
      // Counted on the way through: a multipart upload's size is known only at the end.
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (size += chunk.length));
      data.on('error', (err) => counted.destroy(err));
      body = data.pipe(counted);
    }
    await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
    return { key, size };
  };

  return {
    kind: 's3',
    put: (data, ext) => write(newStorageKey(ext), data),
    putAs: write,
    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (Body as Readable | undefined) ?? null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) throw new Error('Invalid storage key');
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      if (!isStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
    async close() {
      client.destroy();
    },
    async ensureBucket(log) {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        if (!isNotFound(err)) return;
        await client.send(new CreateBucketCommand({ Bucket }));
        log(`created S3 bucket ${Bucket}`);
      }
    },
  };
}
