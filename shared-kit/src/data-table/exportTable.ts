/**
 * Export of all matching rows through the export protocol.
 * @see docs/product.md §7 (Table export), §8 (Export failure), docs/product.md §R1 Tables (export)
 */
import axios from 'axios';
import { exportResponse, type ExportColumnSpec } from '@scriptorium/contracts/core';
import { downloadUrl, post } from '../api/apiClient.js';
import { LOAD_ERROR } from './fetchPage.js';
import { exportRequestBody, type ExportFormat, type TableState } from './tableState.js';

/**
 * POSTs `{titles, columns, tz, export: 1, format, order_by, …, lastId}` to the endpoint (`format`: 'csv' or 'xlsx'; `columns`: as the table shows them)
 * and returns the download URL `{api}external-download?file=…&name=…` (values URL-encoded). Rejects
 * with the failure text: 'Error getting data from backend', or '{status}: {status text}'.
 */
export async function requestExport(
  endpoint: string,
  state: TableState,
  columns: ExportColumnSpec[],
  lastId: string | number | null,
  format?: ExportFormat,
): Promise<string> {
  try {
    const body = exportResponse.parse(await post(endpoint, exportRequestBody(state, columns, lastId, format)));
    return downloadUrl(body.file, body.name);
  } catch (error) {
    const text =
      axios.isAxiosError(error) && error.response
        ? `${error.response.status}: ${error.response.statusText}`
        : LOAD_ERROR;
    throw new Error(text, { cause: error });
  }
}
