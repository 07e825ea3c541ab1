/**
 * Every `/api` area, mounted at its URL path: the files of `routes/api/<path>/` serve `/api/<path>` (a
 * sub-folder is mounted by its parent's index.ts). Add an area here: `routes/api/<area>/index.ts`.
 * test/routes/api/folders.test.ts checks every mount against the folders.
 */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/index.js';
import passwordRoutes from './auth/password.js';
import googleRoutes from './auth/google.js';
import profileRoutes from './auth/profile.js';
import configRoutes from './config/index.js';
import healthRoutes from './health/index.js';
import externalDownloadRoutes from './external-download/index.js';
import orderRoutes from './orders/index.js';
import assignmentRoutes from './assignments/index.js';
import fileRoutes from './files/index.js';
import messageRoutes from './messages/index.js';
import inboxRoutes from './inbox/index.js';
import checkoutRoutes from './checkout/index.js';
import settingsRoutes from './settings/index.js';
import listSettingsRoutes from './list-settings/index.js';
import linkRoutes from './links/index.js';
import paymentsRoutes from './payments/index.js';
import writerRoutes from './writer/index.js';
import usersRoutes from './users/index.js';
import shDepartmentsRoutes from './sh-departments/index.js';
import adminDepartmentsRoutes from './admin/departments/index.js';
import logsRoutes from './logs/index.js';
import notificationRoutes from './notifications/index.js';
import streamlineRoutes from './streamline/index.js';
import dashboardRoutes from './dashboard/index.js';
import releaseRoutes from './releases/index.js';
import clientErrorRoutes from './client-errors/index.js';

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(passwordRoutes, { prefix: '/auth' });
  await app.register(googleRoutes, { prefix: '/auth' });
  await app.register(profileRoutes, { prefix: '/auth' });
  await app.register(configRoutes, { prefix: '/config' });
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(externalDownloadRoutes, { prefix: '/external-download' });
  await app.register(orderRoutes, { prefix: '/orders' });
  await app.register(assignmentRoutes, { prefix: '/assignments' });
  await app.register(fileRoutes, { prefix: '/files' });
  await app.register(messageRoutes, { prefix: '/messages' });
  await app.register(inboxRoutes, { prefix: '/inbox' });
  await app.register(checkoutRoutes, { prefix: '/checkout' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(listSettingsRoutes, { prefix: '/list-settings' });
  await app.register(linkRoutes, { prefix: '/links' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
  await app.register(writerRoutes, { prefix: '/writer' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(shDepartmentsRoutes, { prefix: '/sh-departments' });
  await app.register(adminDepartmentsRoutes, { prefix: '/admin/departments' });
  await app.register(logsRoutes, { prefix: '/logs' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(streamlineRoutes, { prefix: '/streamline' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(releaseRoutes, { prefix: '/releases' });
  await app.register(clientErrorRoutes, { prefix: '/client-errors' });
};

export default apiRoutes;
