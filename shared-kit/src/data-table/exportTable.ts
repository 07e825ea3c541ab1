/**
 * Export of all matching rows through the export protocol.
 * @see spec §7 (Table export), §8 (Export failure), reference-behaviour.md Tables (export)
 */
import axios from 'axios';
import { exportResponse } from '@scriptorium/contracts/core';
import { downloadUrl, post } from '../api/apiClient.js';
import { LOAD_ERROR } from './fetchPage.js';
import { exportBody, type TableState } from './tableState.js';

/**
 * POSTs `{titles, export: 1, order_by, …, lastId}` to the endpoint and returns the download URL
 * `{api}external-download?file=…&name=…` (values URL-encoded). Rejects with the failure text:
 * 'Error getting data from backend', or '{status}: {status text}'.
 */
export async function requestExport(endpoint: string, state: TableState, titles: string[], lastId: string | number | null): Promise<string> {
  try {
    const body = exportResponse.parse(await post(endpoint, exportBody(state, titles, lastId)));
    return downloadUrl(body.file, body.name);
  } catch (error) {
    const text = axios.isAxiosError(error) && error.response ? `${error.response.status}: ${error.response.statusText}` : LOAD_ERROR;
    throw new Error(text, { cause: error });
  }
}
