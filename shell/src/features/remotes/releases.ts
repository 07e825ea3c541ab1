import { keepBucketHint } from './bucketHint.js';
import type { PagePreview } from './preview.js';

function isPagePreview(value: unknown): value is PagePreview {
  const v = value as Partial<PagePreview> | null | undefined;
  return typeof v?.remote === 'string' && typeof v.release === 'string';
}

/**
 * The shell's part in releases, at start: keeps the canary bucket hint (the signed-in user's id), opens
 * a preview link (`?preview=<remote>@<release>`), or shows the bar of the preview this browser is in
 * (`preview` of the page's start-up data). The preview code loads only on such pages.
 * @returns true when the page is being replaced by the previewed one (start nothing else)
 * @see docs/deploying.md Releases
 */
export async function startReleases(pagePreview: unknown): Promise<boolean> {
  keepBucketHint();
  if (new URLSearchParams(window.location.search).has('preview'))
    return (await import('./preview.js')).openPreviewLink();
  if (isPagePreview(pagePreview)) (await import('./preview.js')).showPreviewBar(pagePreview);
  return false;
}
