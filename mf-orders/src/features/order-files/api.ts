import { allowClientResponse, fileList, messageOnlyResponse, type OrderFile } from '@scriptorium/contracts/orders';
import { del, get, post } from '@scriptorium/shared-kit/core';

/** Where an order's files are uploaded (multipart `file`, one request per file). @see spec §7 Files uploadFile */
export const uploadUrl = (orderId: number) => `orders/${orderId}/files`;

/** `GET orders/{id}/files`: the files the viewer may see (clients: allowed ones and their own), newest first. */
export async function fetchFiles(orderId: number): Promise<OrderFile[]> {
  return fileList.parse(await get(`orders/${orderId}/files`));
}

/** `DELETE files/{id}` → 'File deleted'. Rejects with the AxiosError (403/409 with the server's message). */
export async function deleteFile(fileId: number): Promise<string> {
  return messageOnlyResponse.parse(await del(`files/${fileId}`)).message;
}

/** `POST files/{id}/allow-client` {allow_client} (admin, allow_client_file) → the file as now stored. */
export async function setAllowClient(fileId: number, allowClient: boolean): Promise<OrderFile> {
  return allowClientResponse.parse(await post(`files/${fileId}/allow-client`, { allow_client: allowClient })).file;
}
