/**
 * An S3-compatible server for tests (s3rver, in this process, files in a temp folder, on a free port),
 * so the S3 storage backend is tested against real S3 requests without the internet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';

// This run pins the SDK on Node 20 on purpose; its notice about Node 22 would only clutter the output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface TestS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** Config of a bucket on this server: a new unique name unless `bucket` is given (not created). */
  config(bucket?: string): S3Config;
  /** The same as `S3_*` variables, for a child process. */
  env(config: S3Config): Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on a free port of 127.0.0.1 (s3rver accepts its fixed credentials `S3RVER`/`S3RVER`). */
export async function startS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: (bucket = `scriptorium-${randomBytes(4).toString('hex')}`) => ({
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    env: (c) => ({
      S3_BUCKET: c.bucket,
      S3_ENDPOINT: c.endpoint ?? '',
      S3_REGION: c.region,
      S3_ACCESS_KEY_ID: c.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: c.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: c.forcePathStyle ? 'true' : 'false',
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
