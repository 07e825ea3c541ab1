/**
 * Writes the OpenAPI document (the one `/api/docs/json` serves) to a file, without a server: builds the
 * app on an in-memory database and asks @fastify/swagger for it. `npm run lint:openapi` lints the file.
 * Run: `npx tsx api/src/openapi-cli.ts <out.json>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-openapi-'));
try {
  const config = {
    ...loadConfig({ DATA_DIR: tmp, LOG_LEVEL: 'silent' }),
    databaseUrl: 'memory://',
    redisUrl: null,
    seedDemo: false,
    staticRoot: tmp,
  };
  const app = await buildApp(config, { logger: false });
  try {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
