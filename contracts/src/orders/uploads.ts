/**
 * The upload rules of order files, shared by the API (which also checks the CONTENT, magic bytes) and
 * the order form (which checks a file's name and size when it is attached, so a guest learns of a
 * refused file at once, next to the field, instead of after registering).
 * @see docs/security.md "Files and exports" (what the API accepts)
 */

/**
 * Allowed content types: the type the API detects (`file-type`) → the name extensions it may carry.
 * OOXML/ODF documents are zip files: one that is only recognised as a zip may still carry their names.
 * A gzipped tar is reported as `tar.gz` (its name's extension is `gz` or `tgz`).
 */
export const ALLOWED_UPLOADS: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
  rtf: ['rtf'],
  cfb: ['doc', 'xls', 'ppt'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  tif: ['tif', 'tiff'],
  heic: ['heic'],
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gz', 'tgz'],
  'tar.gz': ['gz', 'tgz'],
  tar: ['tar'],
  bz2: ['bz2'],
};

/** The kinds of file accepted, as the messages name them. */
export const UPLOAD_KINDS = 'an office document, PDF, image or archive';

/** Every name extension an accepted file may carry (lower case, no dot). */
export const UPLOAD_EXTENSIONS: ReadonlySet<string> = new Set(Object.values(ALLOWED_UPLOADS).flat());

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function uploadExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** 'The file "x" is larger than the 50 MB limit'. */
export const uploadTooLarge = (name: string, maxMb: number) =>
  `The file "${name}" is larger than the ${maxMb} MB limit`;
/** 'The file "x" is empty'. */
export const uploadEmpty = (name: string) => `The file "${name}" is empty`;
/** 'The file "x" is not allowed: upload an office document, PDF, image or archive'. */
export const uploadNotAllowed = (name: string) => `The file "${name}" is not allowed: upload ${UPLOAD_KINDS}`;

/**
 * What is wrong with a file by its name and size (the API's messages), or null when it may be sent —
 * the content is checked by the API only. `maxBytes` undefined: the size limit is not known yet.
 */
export function uploadProblem(file: { name: string; size: number }, maxBytes?: number): string | null {
  if (maxBytes !== undefined && file.size > maxBytes)
    return uploadTooLarge(file.name, Math.round((maxBytes / (1024 * 1024)) * 100) / 100);
  if (file.size === 0) return uploadEmpty(file.name);
  if (!UPLOAD_EXTENSIONS.has(uploadExtension(file.name))) return uploadNotAllowed(file.name);
  return null;
}
