import { allowClientResponse, fileList, messageOnlyResponse, type OrderFile } from '@scriptorium/contracts/orders';
import { del, getParsed, post } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** Where an order's files are uploaded (multipart `file`, one request per file). @see docs/product.md §7 Files uploadFile */
export const uploadUrl = (orderId: number) => `orders/${orderId}/files`;

/** `GET orders/{id}/files`: the files the viewer may see (clients: allowed ones and their own), newest first. */
export async function fetchFiles(orderId: number): Promise<OrderFile[]> {
  return getParsed(fileList, `orders/${orderId}/files`);
}

/** The order's files query (`['orders', id, 'files']`, {@link fetchFiles}): reloaded with the order. */
export const filesQuery = (orderId: number) =>
  queryOptions({ queryKey: ['orders', orderId, 'files'], queryFn: () => fetchFiles(orderId) });

/** `DELETE files/{id}` → 'File deleted'. Rejects with the AxiosError (403/409 with the server's message). */
export async function deleteFile(fileId: number): Promise<string> {
  return messageOnlyResponse.parse(await del(`files/${fileId}`)).message;
}

/** `POST files/{id}/allow-client` {allow_client} (admin, allow_client_file) → the file as now stored. */
export async function setAllowClient(fileId: number, allowClient: boolean): Promise<OrderFile> {
  return allowClientResponse.parse(await post(`files/${fileId}/allow-client`, { allow_client: allowClient })).file;
}
