/**
 * CORS (@fastify/cors): the API answers the configured origins (CORS_ORIGINS); remote bundles (builds and
 * releases), the remotes manifest and flags are public static files any origin may load.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { AppConfig } from '../../config.js';

const PUBLIC_STATIC = /^\/(remotes\/|releases\/|remotes\.json|flags\/)/;

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(cors, {
      delegator: (req, callback) => {
        const url = req.url ?? '/';
        if (PUBLIC_STATIC.test(url)) return callback(null, { origin: '*', methods: ['GET', 'HEAD'] });
        callback(null, {
          origin: config.corsOrigins,
          methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
          maxAge: 600,
        });
      },
    });
  },
  { name: 'cors' },
);
