/**
 * Settings CRUD, one set of routes per setting type (so each route declares its own `settings.{type}`
 * permission):
 *   GET    settings/{type}/:id      one row (readable like the type's bare list)
 *   POST   settings/{type}          create → {message: 'Settings saved' | 'Notification saved', data}
 *   PUT    settings/{type}/:id      update → the same
 *   DELETE settings/{type}/:id      409 while something uses the row
 *   POST   settings/notification_messages/preview   the editor's texts rendered with sample values
 * Pricing packages live in ../service-packages (mounted at settings/service-packages).
 * @see spec §3 "Settings types and fields", §6 settings.{type}, §7 storeSettings; issue 8
 */
import type { FastifyPluginAsync } from 'fastify';
import { SETTING_TYPES } from '@scriptorium/contracts/core';
import { settingIdParam } from '@scriptorium/contracts/settings';
import { parseOr422 } from '../../../lib/http-errors.js';
import { previewNotification } from '../../../services/settings/notification-messages.js';
import { bareListAccess, editAccess } from '../../../services/settings/registry.js';
import { deleteSetting, getSetting, saveSetting } from '../../../services/settings/settings.js';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/notification_messages/preview',
    { config: { access: editAccess('notification_messages') }, schema: { tags: ['settings'] } },
    async (request) => previewNotification(request.body, request.user.name, app.config.publicUrl),
  );

  for (const type of SETTING_TYPES) {
    const edit = { config: { access: editAccess(type) }, schema: { tags: ['settings'] } };

    app.get(`/${type}/:id`, { config: { access: bareListAccess(type) }, schema: { tags: ['settings'] } }, async (request) => {
      const { id } = parseOr422(settingIdParam, request.params);
      return getSetting(app.db, type, id);
    });

    app.post(`/${type}`, edit, async (request) => saveSetting(app.db, request, type, null, request.body));

    app.put(`/${type}/:id`, edit, async (request) => {
      const { id } = parseOr422(settingIdParam, request.params);
      return saveSetting(app.db, request, type, id, request.body);
    });

    app.delete(`/${type}/:id`, edit, async (request) => {
      const { id } = parseOr422(settingIdParam, request.params);
      return deleteSetting(app.db, request, type, id);
    });
  }
};

export default settingsRoutes;
