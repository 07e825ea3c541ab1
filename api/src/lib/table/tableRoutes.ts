/**
 * Registers one table endpoint the way the kit's DataTable calls it:
 *   GET  {path}?order_by&order_method&per_page&page&filter_value&from&to&period&exact&lastId&all
 *   POST {path} {export: 1, format?: 'csv'|'xlsx', titles?, …the same filters} → {file, name}
 * @see spec §7 Table load / Table export; reference-behaviour.md Tables
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportRequest, tableQuery } from '@scriptorium/contracts/core';
import { parseOr422 } from '../http-errors.js';
import type { RouteAccess } from '../../plugins/app/access.js';
import { paginate, type TableSpec } from './paginate.js';
import { exportTable, exportsDir, labelFromKey, type ExportColumn } from './exportTable.js';

export interface TableRouteOptions<Row> {
  access: RouteAccess;
  /** Builds the spec for this request (params, the caller's identity and permissions). */
  spec: (request: FastifyRequest) => TableSpec<Row> | Promise<TableSpec<Row>>;
  /** File name stem of exports, e.g. 'orders'. */
  exportName: string;
  /** Exported columns (key → title). Default: every key of the mapped rows. */
  exportColumns?: ExportColumn[];
}

/** Adds GET (list) and POST (export) routes at `path` on `app`. */
export function tableRoutes<Row>(app: FastifyInstance, path: string, opts: TableRouteOptions<Row>): void {
  app.get(path, { config: { access: opts.access } }, async (request) => {
    const q = parseOr422(tableQuery, request.query);
    return paginate(await opts.spec(request), q);
  });
  app.post(path, { config: { access: opts.access } }, async (request) => {
    const body = parseOr422(exportRequest, request.body ?? {});
    let columns = opts.exportColumns;
    if (!columns && body.titles?.length) {
      // Titles from the client name the visible columns by key or by their label.
      columns = body.titles.map((t) => ({ key: t, title: labelFromKey(t) }));
    }
    const { file, name } = await exportTable(await opts.spec(request), body, {
      dir: exportsDir(app.config.dataDir),
      baseName: opts.exportName,
      format: body.format ?? 'csv',
      columns,
    });
    return { file, name };
  });
}
