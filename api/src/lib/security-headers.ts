/**
 * Security headers (@fastify/helmet) with a CSP that lets the shell load its remotes: scripts from this
 * origin plus REMOTE_ORIGINS (and, by its hash, the one inline script of a page sent as HTML), inline
 * styles (antd's CSS-in-JS), Google sign-in when configured; sockets only to the app's own socket origin
 * (PUBLIC_URL as `ws:`/`wss:`), never to any host.
 * These are the headers of every deployment: the API sends them (plugins/external/helmet.ts) and the
 * compose gateway's nginx lines are generated from them (`lib/gateway-headers.ts`, `npm run gateway-headers
 * -w api`); a test fails when the two differ.
 * HSTS only over HTTPS: when PUBLIC_URL is `https://…` (TLS ends before us) or the request came over TLS
 * (directly, or `X-Forwarded-Proto: https` from a proxy TRUST_PROXY names). Over plain HTTP it would pin
 * a development or intranet host to an HTTPS it does not serve.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config.js';
import { HTML_FIRST_SCRIPT_SOURCE } from './html-first-script.js';

/** helmet's default Strict-Transport-Security value: one year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin the app's socket.io connection goes to: PUBLIC_URL with `ws:` for `http:`, `wss:` for `https:`. */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Makes `app` send the security headers of `config` on every answer: registers @fastify/helmet with the
 * CSP above and adds HSTS to https answers (to every answer when PUBLIC_URL is https). Rejects only when
 * helmet fails to register.
 */
export async function sendSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The hash: the one inline script, of a page sent as HTML (lib/html-first-script.ts).
        scriptSrc: ["'self'", ...config.remoteOrigins, ...google, HTML_FIRST_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin(config.publicUrl), ...config.remoteOrigins, ...google],
        frameSrc: ["'self'", ...google],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Remotes and flags are fetched by shells on other origins (dev servers, CDNs); the API itself
    // uses bearer tokens, not cookies, so there is no ambient credential to protect.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: false,
  });
  const httpsOnly = config.publicUrl.startsWith('https://');
  app.addHook('onRequest', async (request, reply) => {
    if (httpsOnly || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE.test(String(reply.getHeader('content-type') ?? '')))
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return payload;
  });
}

/** Scripts and style sheets: what a page loads into itself, never shown as a document of their own. */
const SUBRESOURCE = /^(application|text)\/(javascript|css)\b/;

/**
 * helmet's headers that only a document (or a worker) reads, left off scripts and style sheets: the
 * browser ignores them there, and a phone on Slow 4G paid ~0.6 KB for them on each of the ~60 files of a
 * first screen. Scripts and style sheets keep `X-Content-Type-Options`, `Cross-Origin-Resource-Policy`
 * and `Referrer-Policy` (a module script's and a style sheet's own requests follow it) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
