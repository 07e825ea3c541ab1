/**
 * Security headers on every answer (lib/security-headers.ts: @fastify/helmet with the app's CSP, HSTS
 * over HTTPS). The compose gateway sends the same ones (lib/gateway-headers.ts).
 * @see docs/security.md Transport and headers
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { sendSecurityHeaders } from '../../lib/security-headers.js';

export default fp<{ config: AppConfig }>((app, { config }) => sendSecurityHeaders(app, config), { name: 'helmet' });
