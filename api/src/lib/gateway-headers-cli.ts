/**
 * `npm run gateway-headers -w api`: writes `deploy/security-headers.conf` (the compose gateway's security
 * headers) from the API's helmet plugin and the `api` service's environment in `docker-compose.yml`.
 * `-- --check` only compares, and exits 1 when the file differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { composeApiConfig } from './compose-config.js';
import { GATEWAY_HEADERS_FILE, gatewayHeadersConf } from './gateway-headers.js';
import { REPO_ROOT } from '../config.js';

const file = path.join(REPO_ROOT, GATEWAY_HEADERS_FILE);
const expected = await gatewayHeadersConf(composeApiConfig());
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error(`${GATEWAY_HEADERS_FILE} differs from the API's headers; run: npm run gateway-headers -w api`);
    process.exit(1);
  }
  console.log(`${GATEWAY_HEADERS_FILE} matches the API's headers`);
} else {
  fs.writeFileSync(file, expected);
  console.log(`wrote ${GATEWAY_HEADERS_FILE}`);
}
