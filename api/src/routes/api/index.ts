/**
 * Every `/api` area, mounted at its URL path. Add an area here: `routes/api/<area>/index.ts`.
 */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/index.js';
import passwordRoutes from './auth/password.js';
import googleRoutes from './auth/google.js';
import configRoutes from './config/index.js';
import healthRoutes from './health/index.js';
import externalDownloadRoutes from './external-download/index.js';

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(passwordRoutes, { prefix: '/auth' });
  await app.register(googleRoutes, { prefix: '/auth' });
  await app.register(configRoutes, { prefix: '/config' });
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(externalDownloadRoutes, { prefix: '/external-download' });
};

export default apiRoutes;
