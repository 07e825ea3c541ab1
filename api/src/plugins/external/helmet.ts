/**
 * Security headers (@fastify/helmet) with a CSP that lets the shell load its remotes: scripts from this
 * origin plus REMOTE_ORIGINS, inline styles (antd's CSS-in-JS), Google sign-in when configured.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../../config.js';

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const google = config.googleClientId ? ['https://accounts.google.com'] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...config.remoteOrigins, ...google],
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...config.remoteOrigins, ...google],
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
    });
  },
  { name: 'helmet' },
);
