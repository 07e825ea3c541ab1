import { preloadModule } from 'react-dom';

/**
 * Paths whose list was asked for already (a screen's files need preloading once per page), from the
 * page's own: its HTML lists that path's files.
 */
const asked = new Set<string>(typeof location === 'undefined' ? [] : [location.pathname]);

/**
 * Preloads what the first screen of `pathname` loads, as the page of that URL would list it: the API's
 * `GET /first-screen?path=` (the role hinted by the `scriptorium_role` cookie) gives the files — the
 * frame for the role, the owning remote's entry and screen, the shares and kit parts it takes — and each
 * becomes a `<link rel="modulepreload">` (react-dom's `preloadModule`), so they come at once instead of
 * one after another (a remote's screen imports its shares, which import the shell's chunks, which
 * import the kit's lazy parts: on a phone, ~150 ms each). A module already loaded is not fetched again.
 * Failures are ignored: the screen then loads as it always did.
 * Safe to call while rendering, as react-dom's preloads are: it asks once per path, and never for the
 * page's first path, whose HTML lists those files.
 * @see issue 16, api plugins/app/static-site.ts (`/first-screen`), api lib/first-screen.ts
 */
export async function preloadScreen(pathname: string): Promise<void> {
  if (asked.has(pathname)) return;
  asked.add(pathname);
  let files: unknown;
  try {
    const res = await fetch(`/first-screen?path=${encodeURIComponent(pathname)}`, { credentials: 'same-origin' });
    if (!res.ok) return;
    files = ((await res.json()) as { files?: unknown }).files;
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  // React's own: one link per URL, the same `crossorigin` as the page's links and the module imports.
  for (const file of files) if (typeof file === 'string') preloadModule(file, { as: 'script', crossOrigin: '' });
}
