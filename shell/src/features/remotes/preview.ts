import { getApiRoot, post, serverMessage } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';

/** What this browser previews, as the page's start-up data says (api static-site.ts). */
export interface PagePreview {
  remote: string;
  release: string;
}

const BAR_ID = 'scriptorium-preview-bar';

/**
 * The bar every page shows while this browser previews a release: "Previewing <remote> <release> · Exit",
 * or a refusal (`error`), in the page's language (the start-up switches before it shows). Plain DOM outside the app's root, so it stays on every page, whatever renders.
 * Exit ends the preview (`DELETE releases/preview`) and reloads the page with the live release.
 */
export function showPreviewBar(preview: PagePreview | null, error?: string): HTMLElement {
  document.getElementById(BAR_ID)?.remove();
  const bar = document.createElement('div');
  bar.id = BAR_ID;
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', catalog.t('shell.preview.region'));
  bar.style.cssText =
    'position:fixed;left:0;right:0;bottom:0;z-index:2000;display:flex;gap:8px;justify-content:center;align-items:center;padding:6px 12px;background:#ad6800;color:#fff;font:14px/1.4 system-ui,sans-serif';
  const text = document.createElement('span');
  text.textContent =
    error ?? catalog.t('shell.preview.previewing', { remote: preview!.remote, release: preview!.release });
  bar.append(text);
  const exit = document.createElement('button');
  exit.type = 'button';
  exit.textContent = catalog.t(error ? 'shell.preview.close' : 'shell.preview.exit');
  exit.style.cssText =
    'background:none;border:1px solid #fff;border-radius:4px;color:#fff;padding:0 8px;cursor:pointer;font:inherit';
  exit.addEventListener('click', () => {
    if (error) return bar.remove();
    exit.disabled = true;
    void fetch(`${getApiRoot()}releases/preview`, { method: 'DELETE' })
      .catch(() => undefined)
      .then(() => window.location.reload());
  });
  bar.append(exit);
  document.body.append(bar);
  return bar;
}

/**
 * `<remote>@<release>` of a preview link (`/?preview=mf-settings@0.1.0+3f2a9c1b7d4e`); null when malformed.
 * A query string reads the id's `+` as a space (as typed in a link, not `%2B`); no id has a space.
 */
export function parsePreviewParam(param: string): PagePreview | null {
  const value = param.replace(/ /g, '+');
  const at = value.lastIndexOf('@');
  return at > 0 ? { remote: value.slice(0, at), release: value.slice(at + 1) } : null;
}

/**
 * Opens a preview link: asks the API to preview the release in this browser (the admin's token; it
 * answers with the preview cookie), then loads the same address without `preview=`, which the server now
 * serves with that release. A refusal (not signed in, no `deploy.releases.preview`, no such release)
 * shows in the bar and the page goes on with the live release.
 * @returns true when the page is being replaced (the caller renders nothing more)
 * @see docs/deploying.md Releases
 */
export async function openPreviewLink(
  location: Pick<Location, 'href' | 'replace'> = window.location,
): Promise<boolean> {
  const url = new URL(location.href);
  const wanted = parsePreviewParam(url.searchParams.get('preview') ?? '');
  url.searchParams.delete('preview');
  if (!wanted) {
    showPreviewBar(null, catalog.t('shell.preview.malformed', { syntax: '?preview=<remote>@<release>' }));
    return false;
  }
  try {
    await post('releases/preview', wanted);
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    const why =
      status === 401
        ? catalog.t('shell.preview.refused.sign_in')
        : status === 403
          ? catalog.t('shell.preview.refused.permission', { permission: 'deploy.releases.preview' })
          : (serverMessage(error) ?? catalog.t('shell.preview.refused.no_answer'));
    showPreviewBar(null, catalog.t('shell.preview.refused', { ...wanted, reason: why }));
    return false;
  }
  location.replace(url.href);
  return true;
}
