import { preload, preloadModule } from 'react-dom';

/**
 * What the API's list depends on: the role hint (the `scriptorium_role` cookie the session keeps, else
 * guest — as api lib/first-screen.ts reads it) and the path.
 */
const listKey = (pathname: string) =>
  `${/(?:^|;\s*)scriptorium_role=(\w+)/.exec(document.cookie)?.[1] ?? 'guest'} ${pathname}`;

/**
 * Lists asked for already (a screen's files need preloading once per page and role), from the page's
 * own: its HTML lists its path's files for the role it was asked as.
 */
const asked = new Set<string>(typeof location === 'undefined' ? [] : [listKey(location.pathname)]);

/** The path whose screen the page shows (or is loading): only a navigation away from it has anything to preload. */
let current = typeof location === 'undefined' ? '' : location.pathname;

/**
 * Preloads what the first screen of `pathname` loads, as the page of that URL would list it: the API's
 * `GET /first-screen?path=` (the role hinted by the `scriptorium_role` cookie) gives the files — the
 * frame for the role, the owning remote's entry and screen, the shares and kit parts it takes — and each
 * becomes a `<link rel="modulepreload">` (react-dom's `preloadModule`), so they come at once instead of
 * one after another (a remote's screen imports its shares, which import the shell's chunks, which
 * import the kit's lazy parts: on a phone, ~150 ms each). A module already loaded is not fetched again.
 * Failures are ignored: the screen then loads as it always did.
 * Safe to call while rendering, as react-dom's preloads are: it asks once per path and role (a sign-out
 * and a sign-in as someone else ask again), and never for the page's first path as its first role,
 * whose HTML lists those files.
 * @see api plugins/app/static-site.ts (`/first-screen`), api lib/first-screen.ts
 */
export async function preloadScreen(pathname: string): Promise<void> {
  // The same path again (a render, or a sign-in changing the role before the navigation): its screen is here.
  if (pathname === current) return;
  current = pathname;
  const key = listKey(pathname);
  if (asked.has(key)) return;
  asked.add(key);
  let files: unknown;
  try {
    const res = await fetch(`/first-screen?path=${encodeURIComponent(pathname)}`, { credentials: 'same-origin' });
    if (!res.ok) return;
    files = ((await res.json()) as { files?: unknown }).files;
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  // React's own: one link per URL, the same `crossorigin` as the page's links, the module imports and the
  // style sheets Vite adds for a chunk.
  for (const file of files) {
    if (typeof file !== 'string') continue;
    if (file.endsWith('.css')) preload(file, { as: 'style', crossOrigin: '' });
    else preloadModule(file, { as: 'script', crossOrigin: '' });
  }
}
