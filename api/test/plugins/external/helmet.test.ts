/**
 * HSTS only over HTTPS (docs/security.md "Transport and headers"): on every answer when PUBLIC_URL is https, or when a proxy that
 * TRUST_PROXY names says the request came over https; never over plain HTTP.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import helmet from '../../../src/plugins/external/helmet.js';
import { socketOrigin } from '../../../src/lib/security-headers.js';

async function hstsOf(
  env: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
): Promise<string | undefined> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = Fastify({ trustProxy: config.trustProxy });
  await app.register(helmet, { config });
  app.get('/', async () => 'ok');
  try {
    const res = await app.inject({ method: 'GET', url: '/', headers, remoteAddress });
    return res.headers['strict-transport-security'] as string | undefined;
  } finally {
    await app.close();
  }
}

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when PUBLIC_URL is https', async () => {
    expect(await hstsOf({ PUBLIC_URL: 'https://app.example.com' })).toBe('max-age=31536000; includeSubDomains');
  });

  it('is sent when a trusted proxy forwards an https request', async () => {
    expect(await hstsOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hstsOf({ TRUST_PROXY: '10.0.0.1' }, { 'x-forwarded-proto': 'https' }, '10.0.0.1')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent over plain HTTP, for a forwarded http request, or for a header from a proxy not trusted', async () => {
    expect(await hstsOf({})).toBeUndefined();
    expect(await hstsOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hstsOf({}, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hstsOf({ TRUST_PROXY: '10.0.0.1' }, { 'x-forwarded-proto': 'https' }, '192.0.2.7')).toBeUndefined();
  });
});

describe('headers by kind of answer', () => {
  async function headersOf(contentType: string): Promise<Record<string, unknown>> {
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://app.example.com' });
    const app = Fastify();
    await app.register(helmet, { config });
    app.get('/file', async (_request, reply) => reply.type(contentType).send('x'));
    try {
      return (await app.inject({ method: 'GET', url: '/file' })).headers;
    } finally {
      await app.close();
    }
  }

  it('gives scripts and style sheets the headers a subresource reads, not the document-only ones', async () => {
    for (const type of ['application/javascript; charset=utf-8', 'text/css; charset=utf-8']) {
      const headers = await headersOf(type);
      expect(headers, type).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(headers, type).not.toHaveProperty('content-security-policy');
      expect(headers, type).not.toHaveProperty('x-frame-options');
      expect(headers, type).not.toHaveProperty('cross-origin-opener-policy');
    }
  });

  it('keeps every header on pages, images and data', async () => {
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/json; charset=utf-8']) {
      const headers = await headersOf(type);
      expect(headers['content-security-policy'], type).toMatch(/default-src 'self'/);
      expect(headers['x-frame-options'], type).toBe('SAMEORIGIN');
    }
  });
});

describe('socket origin', () => {
  it('is PUBLIC_URL as ws: or wss:', () => {
    expect(socketOrigin('http://localhost:8080')).toBe('ws://localhost:8080');
    expect(socketOrigin('https://app.example.com')).toBe('wss://app.example.com');
  });
});
