/**
 * Accepting uploaded files: at most `MAX_UPLOAD_MB` each, and only office documents, PDFs, images and
 * archives — decided by the file's CONTENT (magic bytes, `file-type`), which must also agree with the
 * name's extension, so a renamed executable or a zip called `.pdf` is refused. A refused file answers
 * 422 with a message naming it, and nothing of that request stays stored.
 * @see docs/product.md §7 Files (uploadFile); api/README.md (MAX_UPLOAD_MB, default 50 MB)
 */
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  ALLOWED_UPLOADS,
  UPLOAD_KINDS,
  uploadEmpty,
  uploadNotAllowed,
  uploadTooLarge,
} from '@scriptorium/contracts/orders';
import { fieldError } from '../../lib/http-errors.js';
import type { ServiceDeps } from '../deps.js';

/** An accepted file, already in storage. */
export interface StoredUpload {
  /** Storage key (`files.path`). */
  key: string;
  /** Original file name, as the uploader named it. */
  name: string;
  /** Lower-case extension of the name, without the dot. */
  ext: string;
  /** MIME type detected from the content. */
  mime: string;
  /** Bytes. */
  size: number;
}

/**
 * A file part of a multipart request, as far as the services read it (a part of `request.parts()` or
 * `request.files()` fits). `toBuffer` rejects with code `FST_REQ_FILE_TOO_LARGE` past the size limit.
 */
export interface UploadFilePart {
  type: 'file';
  fieldname: string;
  /** The name the uploader gave; '' when none. */
  filename: string;
  toBuffer(): Promise<Buffer>;
}

/** A (non-file) field part of a multipart request. */
export interface UploadFieldPart {
  type: 'field';
  fieldname: string;
  value: unknown;
}

/** One part of a multipart request. */
export type UploadPart = UploadFilePart | UploadFieldPart;

/** Multipart fields (repeated names and `name[]` become arrays) and the accepted files. */
export interface MultipartBody {
  fields: Record<string, unknown>;
  files: StoredUpload[];
}

function isTooLarge(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads one file part fully (bounded by the multipart size limit), checks it and stores it. Throws 422 on `field`. */
async function acceptFile(
  deps: Pick<ServiceDeps, 'config' | 'storage'>,
  part: UploadFilePart,
  field: string,
): Promise<StoredUpload> {
  const name = (part.filename || 'file').slice(0, 255);
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err)) throw fieldError(field, uploadTooLarge(name, deps.config.maxUploadMb));
    throw err;
  }
  if (!buffer.length) throw fieldError(field, uploadEmpty(name));
  const ext = path.extname(name).slice(1).toLowerCase();
  const detected = await fileTypeFromBuffer(buffer);
  const names = detected ? ALLOWED_UPLOADS[detected.ext] : undefined;
  if (!detected || !names) throw fieldError(field, uploadNotAllowed(name));
  if (!names.includes(ext)) {
    throw fieldError(
      field,
      `The file "${name}" is not what its name says (its content is ${detected.ext.toUpperCase()}): upload ${UPLOAD_KINDS}`,
    );
  }
  const stored = await deps.storage.put(buffer, ext);
  return { key: stored.key, name, ext, mime: detected.mime, size: stored.size };
}

/** Removes stored uploads (after a refusal or a failed transaction); never throws. */
export async function discardUploads(deps: Pick<ServiceDeps, 'storage'>, files: StoredUpload[]): Promise<void> {
  await Promise.all(files.map((f) => deps.storage.remove(f.key).catch(() => undefined)));
}

/**
 * Reads the parts of a multipart request (`request.parts()`): every file part is checked and stored (see
 * `ALLOWED_UPLOADS`), every other part is a field. When any file is refused, those already stored are
 * removed and the 422 is rethrown, so a refused request stores nothing.
 * @param field the 422 error key for file problems (`file` or `files`)
 */
export async function readMultipart(
  deps: Pick<ServiceDeps, 'config' | 'storage'>,
  parts: AsyncIterable<UploadPart>,
  field: string,
): Promise<MultipartBody> {
  const fields: Record<string, unknown> = {};
  const files: StoredUpload[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!part.filename) {
          await part.toBuffer();
          continue;
        }
        files.push(await acceptFile(deps, part, field));
        continue;
      }
      const key = part.fieldname.replace(/\[\]$/, '');
      const value = part.value;
      const prev = fields[key];
      fields[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  } catch (err) {
    await discardUploads(deps, files);
    if (isTooLarge(err)) throw fieldError(field, `The file is larger than the ${deps.config.maxUploadMb} MB limit`);
    throw err;
  }
  return { fields, files };
}

/** "1.2 MB", "530 KB", "12 B". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
