/**
 * Settings CRUD, one set of routes per setting type (so each route declares its own `settings.{type}`
 * permission):
 *   GET    settings/{type}/:id      one row (readable like the type's bare list)
 *   POST   settings/{type}          create → {message: 'Settings saved' | 'Notification saved', data}
 *   PUT    settings/{type}/:id      update → the same
 *   DELETE settings/{type}/:id      409 while something uses the row
 *   POST   settings/notification_messages/preview   the editor's texts rendered with sample values
 * Pricing packages live in ../service-packages (mounted at settings/service-packages).
 * @see docs/product.md §3 "Settings types and fields", §6 settings.{type}, §7 storeSettings
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageBody, SETTING_TYPES } from '@scriptorium/contracts/core';
import {
  notificationPreview,
  SETTING_ROWS,
  SETTING_SCHEMAS,
  settingIdParam,
  settingSaved,
} from '@scriptorium/contracts/settings';
import { notificationPreviewRequest, previewNotification } from '../../../services/settings/notification-messages.js';
import { bareListAccess, editAccess } from '../../../services/settings/registry.js';
import { deleteSetting, getSetting, saveSetting } from '../../../services/settings/settings.js';
import servicePackageRoutes from './service-packages/index.js';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notification_messages/preview',
    {
      config: { access: editAccess('notification_messages') },
      schema: {
        tags: ['settings'],
        summary: 'Render a template with sample values',
        body: notificationPreviewRequest,
        response: { 200: notificationPreview },
      },
    },
    async (request) => previewNotification(request.body, request.user.name, app.config.publicUrl),
  );

  for (const type of SETTING_TYPES) {
    const config = { access: editAccess(type) };
    const body = SETTING_SCHEMAS[type] as z.ZodType<Record<string, unknown>>;

    app.get(
      `/${type}/:id`,
      {
        config: { access: bareListAccess(type) },
        schema: {
          tags: ['settings'],
          summary: `One ${type} setting`,
          params: settingIdParam,
          response: { 200: SETTING_ROWS[type] as z.ZodType },
        },
      },
      async (request) => getSetting(app.db, type, request.params.id),
    );

    app.post(
      `/${type}`,
      {
        config,
        schema: {
          tags: ['settings'],
          summary: `Add a ${type} setting`,
          body,
          response: { 200: settingSaved(type) as z.ZodType },
        },
      },
      async (request) => saveSetting(app.db, request.actor, type, null, request.body),
    );

    app.put(
      `/${type}/:id`,
      {
        config,
        schema: {
          tags: ['settings'],
          summary: `Edit a ${type} setting`,
          params: settingIdParam,
          body,
          response: { 200: settingSaved(type) as z.ZodType },
        },
      },
      async (request) => saveSetting(app.db, request.actor, type, request.params.id, request.body),
    );

    app.delete(
      `/${type}/:id`,
      {
        config,
        schema: {
          tags: ['settings'],
          summary: `Delete a ${type} setting`,
          params: settingIdParam,
          response: { 200: messageBody },
        },
      },
      async (request) => deleteSetting(app.db, request.actor, type, request.params.id),
    );
  }

  await app.register(servicePackageRoutes, { prefix: '/service-packages' });
};

export default settingsRoutes;
