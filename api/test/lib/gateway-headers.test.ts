/**
 * Every deployment sends the same security headers (docs/security.md "Transport and headers"): the compose gateway's nginx lines are the
 * API's helmet headers for the compose `api` environment, and nginx sends them on the shell's pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, REPO_ROOT } from '../../src/config.js';
import { composeApiConfig } from '../../src/lib/compose-config.js';
import { GATEWAY_HEADERS_FILE, gatewayHeadersConf, HSTS_VARIABLE } from '../../src/lib/gateway-headers.js';
import { HSTS } from '../../src/lib/security-headers.js';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const SNIPPET = '/etc/nginx/snippets/security-headers.conf';

describe("the compose gateway sends the API's security headers", () => {
  it(`${GATEWAY_HEADERS_FILE} is what the API sends with the compose environment (else: npm run gateway-headers -w api)`, async () => {
    expect(read(GATEWAY_HEADERS_FILE)).toBe(await gatewayHeadersConf(composeApiConfig()));
  });

  it('carries the CSP with the socket origin of PUBLIC_URL (not any ws: host), nosniff, frame and referrer policies', () => {
    const conf = read(GATEWAY_HEADERS_FILE);
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1] ?? '';
    expect(
      csp
        .split(';')
        .find((d) => d.startsWith('connect-src'))
        ?.split(' '),
    ).toEqual(expect.arrayContaining(["'self'", 'ws://localhost:8080']));
    expect(csp).not.toMatch(/\s(ws|wss):(\s|;|$)/);
    expect(csp).toContain("script-src 'self' http://localhost:8101");
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(conf).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(conf).toContain(`add_header Strict-Transport-Security ${HSTS_VARIABLE} always;`);
  });

  it('sends HSTS on every answer when PUBLIC_URL is https, as the API does', async () => {
    const conf = await gatewayHeadersConf(loadConfig({ PUBLIC_URL: 'https://app.example.com', LOG_LEVEL: 'silent' }));
    expect(conf).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    expect(conf).toContain("connect-src 'self' wss://app.example.com");
  });

  it('nginx includes the snippet wherever the shell and remotes.json are served, and HSTS over https only', () => {
    const nginx = read('deploy/nginx.conf');
    for (const location of ['location = /remotes.json {', 'location / {']) {
      const block = nginx.slice(nginx.indexOf(location), nginx.indexOf('}', nginx.indexOf(location)));
      expect(block, location).toContain(`include ${SNIPPET};`);
    }
    expect(nginx).toMatch(new RegExp(`map \\$scheme \\${HSTS_VARIABLE} \\{\\s*https "${HSTS}";\\s*default "";`));
    const compose = parse(read('docker-compose.yml')) as { services: { gateway: { volumes: string[] } } };
    expect(compose.services.gateway.volumes).toContain(`./${GATEWAY_HEADERS_FILE}:${SNIPPET}:ro`);
  });
});
