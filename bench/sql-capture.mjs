/**
 * Bench-only preload (`node --import ./bench/sql-capture.mjs …api/src/server.ts`): records the SQL the
 * API sends while capture is switched on, so the benchmark can replay exactly the statements one
 * request ran, straight against the database, as the "raw SQL" anchor.
 *
 * Control server on 127.0.0.1:$BENCH_SQL_CAPTURE_PORT:
 *   POST /start  clears the log and starts recording
 *   POST /stop   stops and answers `[{ text, values }]` (values JSON-serialised: Dates as ISO strings)
 * While capture is off, the wrappers cost one boolean test per query.
 */
import http from 'node:http';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const port = Number(process.env.BENCH_SQL_CAPTURE_PORT);
const MAX = 1000;
let on = false;
let log = [];

function record(text, values) {
  if (on && log.length < MAX && typeof text === 'string')
    log.push({ text, values: Array.isArray(values) ? values : [] });
}

const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function capturedQuery(config, values) {
  if (on) {
    if (typeof config === 'string') record(config, values);
    else if (config && typeof config === 'object') record(config.text, config.values ?? values);
  }
  return pgQuery.apply(this, arguments);
};

const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function capturedQuery(text, values, options) {
  if (on) record(text, values);
  return pgliteQuery.call(this, text, values, options);
};

if (port) {
  http
    .createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/start') {
        log = [];
        on = true;
        res.end('[]');
      } else if (req.method === 'POST' && req.url === '/stop') {
        on = false;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(log));
        log = [];
      } else {
        res.statusCode = 404;
        res.end();
      }
    })
    .listen(port, '127.0.0.1')
    .unref();
}
