/**
 * `GET list-settings/{type}`: with `all=1` the bare list the order forms read (guests may read the types
 * that drive the public order form); otherwise the paged table of the settings screen (`settings.{type}`).
 * `POST list-settings/{type}` `{export: 1, …}` exports every matching row → `{file, name}`.
 * Amounts are USD decimals. Values are read from the database on every call, so a changed price is what
 * the next call returns.
 * @see docs/product.md §7 Settings ("GET list-settings/{type}?all=1"), Table load / Table export
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTING_TYPES, exportRequest, exportResponse, tablePage, tableQuery } from '@scriptorium/contracts/core';
import { SETTING_FIELDS, SETTING_ROWS } from '@scriptorium/contracts/settings';
import { forbidden, unauthenticated } from '../../../lib/http-errors.js';
import { exportColumnsOf, exportTable, exportsDir, requestedColumns } from '../../../lib/table/exportTable.js';
import { paginate } from '../../../lib/table/paginate.js';
import { isAllowed } from '../../../core/access.js';
import { bareListAccess, editAccess } from '../../../services/settings/registry.js';
import { settingTableSpec } from '../../../services/settings/settings.js';

const listSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of SETTING_TYPES) {
    const edit = editAccess(type);

    app.get(
      `/${type}`,
      {
        config: { access: bareListAccess(type) },
        schema: {
          tags: ['settings'],
          summary: `List ${type} settings (all=1: the bare list the order forms read)`,
          querystring: tableQuery,
          response: { 200: tablePage(SETTING_ROWS[type]) },
        },
      },
      async (request) => {
        const q = request.query;
        // The bare list may be open to more people than the paged management table.
        if (!q.all && !isAllowed(edit, request.auth)) throw request.auth ? forbidden() : unauthenticated();
        return paginate(settingTableSpec(app.db, type), q);
      },
    );

    app.post(
      `/${type}`,
      {
        config: { access: edit },
        schema: {
          tags: ['settings'],
          summary: `Export ${type} settings (CSV or XLSX)`,
          body: exportRequest,
          response: { 200: exportResponse },
        },
      },
      async (request) => {
        const body = request.body;
        return exportTable(settingTableSpec(app.db, type), body, {
          dir: exportsDir(app.config.dataDir),
          baseName: type,
          format: body.format ?? 'csv',
          columns: requestedColumns(body) ?? exportColumnsOf('id', ...SETTING_FIELDS[type], 'created_at'),
        });
      },
    );
  }
};

export default listSettingsRoutes;
