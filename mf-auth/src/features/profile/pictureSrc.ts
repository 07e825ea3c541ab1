import { getApiRoot } from '@scriptorium/shared-kit/core';

/**
 * A profile picture URL the browser can load: API paths (`/api/users/5/profile-picture/…`) are
 * resolved against the API host, so a remote served from another origin shows them too; absolute
 * URLs (a Google photo) are kept. Null without a picture.
 */
export function pictureSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return url;
  const origin = new URL(getApiRoot(), globalThis.location?.href ?? 'http://localhost/').origin;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Largest picture the API accepts (5 MB); checked before uploading to save a round trip. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the API accepts (by content). */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
