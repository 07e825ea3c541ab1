/**
 * Registers one table endpoint the way the kit's DataTable calls it:
 *   GET  {path}?order_by&order_method&per_page&page&filter_value&from&to&period&exact&lastId&all
 *   POST {path} {export: 1, format?: 'csv'|'xlsx', titles?, …the same filters} → {file, name}
 * Both declare their answers: the page of `row`s (contracts' `tablePage`) and `exportResponse`.
 * @see docs/product.md §7 Table load / Table export; docs/product.md §R1 Tables
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { exportRequest, exportResponse, tablePage, tableQuery, type TableQuery } from '@scriptorium/contracts/core';
import type { RouteAccess } from '../../core/access.js';
import { paginate, type TableSpec } from './paginate.js';
import { exportTable, exportsDir, requestedColumns, type ExportColumn } from './exportTable.js';

const none = z.object({});
type Shape = z.ZodObject;

/** What a table's spec reads from the request besides the user: its validated path and extra query fields. */
export interface TableInput<P extends Shape, Q extends Shape> {
  params: z.output<P>;
  query: z.output<Q>;
}

export interface TableRouteOptions<Row, P extends Shape = typeof none, Q extends Shape = typeof none> {
  access: RouteAccess;
  /**
   * What the rows are, as a noun phrase ("orders of a status (admin)"): the operations' summaries in the
   * OpenAPI document are `List {rows}` and `Export {rows} (CSV or XLSX)`.
   */
  rows: string;
  /** A row as the UI reads it (a `contracts` schema): the answer of `GET` is `tablePage(row)`. */
  row: z.ZodType;
  /** Path parameters (`:status`, `:id`), validated before the handler runs (422 with the contract's messages). */
  params?: P;
  /** Query fields besides the table's own (`tableQuery`), e.g. `?status=`; read by the list and the export alike. */
  query?: Q;
  /** Builds the spec for this request (its validated input, the caller's identity and permissions). */
  spec: (request: FastifyRequest, input: TableInput<P, Q>) => TableSpec<Row> | Promise<TableSpec<Row>>;
  /** File name stem of exports, e.g. 'orders'. */
  exportName: string;
  /**
   * Exported columns (key → title) when the table sends none; a column's `value` also gives the cells of
   * the table's column of that key. Default: every key of the mapped rows.
   */
  exportColumns?: ExportColumn[];
}

/** Adds GET (list) and POST (export) routes at `path` on `app`; both declare their params, query and body. */
export function tableRoutes<Row, P extends Shape = typeof none, Q extends Shape = typeof none>(
  app: FastifyInstance,
  path: string,
  opts: TableRouteOptions<Row, P, Q>,
): void {
  const input = (request: FastifyRequest): TableInput<P, Q> => ({
    params: request.params as z.output<P>,
    query: request.query as z.output<Q>,
  });
  const params = opts.params ? { params: opts.params } : {};
  const querystring = tableQuery.extend((opts.query ?? none).shape);
  app.get(
    path,
    {
      config: { access: opts.access },
      schema: { summary: `List ${opts.rows}`, ...params, querystring, response: { 200: tablePage(opts.row) } },
    },
    async (request) => paginate(await opts.spec(request, input(request)), request.query as TableQuery),
  );
  const exportSchema = {
    summary: `Export ${opts.rows} (CSV or XLSX)`,
    ...params,
    ...(opts.query ? { querystring: opts.query } : {}),
    body: exportRequest,
    response: { 200: exportResponse },
  };
  app.post(path, { config: { access: opts.access }, schema: exportSchema }, async (request) => {
    const body = request.body as z.output<typeof exportRequest>;
    // The table's columns as it shows them; else the route's, else the titles the client named.
    const columns = requestedColumns(body, opts.exportColumns);
    const { file, name } = await exportTable(await opts.spec(request, input(request)), body, {
      dir: exportsDir(app.config.dataDir),
      baseName: opts.exportName,
      format: body.format ?? 'csv',
      columns,
    });
    return { file, name };
  });
}
