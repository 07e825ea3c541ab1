/**
 * Request bodies of an AutoForm submit.
 * @see docs/product.md §7 (Form submit: multipart, plain object in the newer form, objects as JSON strings),
 *      docs/product.md §R3 Forms (omit nulls)
 */

function isFile(v: unknown): v is Blob {
  return typeof Blob !== 'undefined' && v instanceof Blob;
}

function fileList(v: unknown): Blob[] | null {
  if (isFile(v)) return [v];
  if (typeof FileList !== 'undefined' && v instanceof FileList) return Array.from(v);
  if (Array.isArray(v) && v.length > 0 && v.every(isFile)) return v as Blob[];
  return null;
}

/** Whether any value is a file (then the body must be multipart). */
export function hasFiles(values: Record<string, unknown>): boolean {
  return Object.values(values).some((v) => fileList(v) !== null);
}

/** The JSON body: null and undefined values omitted, dates as ISO strings. */
export function jsonBody(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/**
 * The multipart body: files appended (each file of a list under the same name), objects and arrays
 * as JSON strings, dates as ISO strings, other values as text; null and undefined omitted.
 */
export function multipartBody(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    const files = fileList(v);
    if (files) files.forEach((f) => form.append(k, f, f instanceof File ? f.name : undefined));
    else if (v instanceof Date) form.append(k, v.toISOString());
    else if (typeof v === 'object') form.append(k, JSON.stringify(v));
    else form.append(k, String(v));
  }
  return form;
}
