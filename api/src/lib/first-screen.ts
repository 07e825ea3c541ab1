/**
 * The files a URL's first screen loads, read from the builds' `first-screen.json` (written by
 * federation/first-screen.ts): the owning remote's entry and start-up chunks, its screen's chunks, the
 * shell's start-up chunks and the chunks of each share the screen takes from the shell. The page lists
 * them as `<link rel="modulepreload">` (style sheets as `preload`) so a phone fetches them at once instead of one after another.
 * @see docs/architecture.md Composition at run time
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  matchRoute,
  patternToRegExp,
  ROLE_HOME,
  type HostFirstScreen,
  type RemoteFirstScreen,
} from '@scriptorium/contracts/core';

/** Who the visitor says they are: the role the app keeps in the `scriptorium_role` cookie, else guest. */
export type RoleHint = 'guest' | 'client' | 'admin' | 'writer';

/**
 * The role hint of a request's `Cookie` header. The app writes `scriptorium_role` when the signed-in user
 * changes (kit sessionStore): it only chooses what to preload and grants nothing.
 */
export function roleHint(cookieHeader: string | undefined): RoleHint {
  const role = /(?:^|;\s*)scriptorium_role=(client|admin|writer)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return (role as RoleHint | undefined) ?? 'guest';
}

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** A JSON build output, parsed once per modification; null when missing or unreadable. */
function readJson<T>(file: string): T | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const known = cache.get(file);
    if (known?.mtimeMs === mtimeMs) return known.value as T;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

/**
 * A remote's build served from a release (services/releases): the URL its files are under
 * (`/releases/mf-auth/0.1.0+3f2a9c1b7d4e/`) and what it wrote about itself, read from the release's files.
 */
export interface ReleasedBuild {
  base: string;
  /** Its `first-screen.json`; null when it has none. */
  firstScreen: RemoteFirstScreen | null;
  /** Its `shared-needs.json`; null when it has none. */
  needs: unknown;
}

/** Where a remote's build outputs come from: the release it is served from (undefined: its build in `STATIC_ROOT`). */
export type ReleasedBuildOf = (folder: string) => ReleasedBuild | undefined;

/**
 * The folder of the remote whose screen `pathname`'s first screen is for `role` (`mf-auth`); null for an
 * unknown URL, a route the role may not open or one the shell renders.
 */
export function firstScreenOwner(pathname: string, role: RoleHint): string | null {
  if (pathname === '/') pathname = role === 'guest' ? '/sh-auth' : ROLE_HOME[role];
  const route = matchRoute(pathname);
  return route && route.owner !== 'shell' && route.roles.includes(role) ? route.owner.replace('_', '-') : null;
}

/**
 * URL paths to preload for `pathname` as `role` opens it, in the order they are needed: the owning
 * remote's entry and start-up chunks, the shell's start-up chunks, the page frame the shell picks for
 * the role (as shell/src/app/layouts/layoutFor.ts), the screen's chunks, then the chunks of the shares
 * it takes from the shell and of the kit's lazy components it renders (DataTable, RoutedTabs); for `/`,
 * those of the screen it sends the role to. [] for an unknown URL, a route the role may not open (the shell sends the
 * visitor elsewhere) or a build without its list.
 * @param staticRoot the folder holding `shell/dist` and `mf-*\/dist`
 * @param entryUrl the owning remote's entry URL as `/remotes.json` names it (`/remotes/mf-auth/remoteEntry.js?v=…`,
 *   or another origin's under REMOTES_JSON); undefined when the manifest has none
 * @param options.remotesServedHere false under REMOTES_JSON: the remotes' chunks come from where their
 *   entries are, so only the entry is listed
 * @param options.released the release a remote is served from, whose list and files are used instead of its build's here
 */
export function firstScreenFiles(
  staticRoot: string,
  pathname: string,
  role: RoleHint,
  entryUrl: (folder: string) => string | undefined,
  { remotesServedHere = true, released }: { remotesServedHere?: boolean; released?: ReleasedBuildOf } = {},
): string[] {
  // `/` sends a signed-in user to their role's home and a guest to the sign-in page (the shell's
  // RoleHome): the screen that follows is the one to load.
  if (pathname === '/') pathname = role === 'guest' ? '/sh-auth' : ROLE_HOME[role];
  const route = matchRoute(pathname);
  if (!route || !route.roles.includes(role)) return [];
  const host = readJson<HostFirstScreen>(path.join(staticRoot, 'shell', 'dist', 'first-screen.json'));
  if (!host) return [];
  const authOnly = route.roles.every((r) => r === 'guest');
  const layout = authOnly
    ? []
    : (host.layouts[role === 'guest' || role === 'client' ? role : 'admin'] ?? []).map((f) => '/' + f);
  if (route.owner === 'shell') return [...new Set(layout)];
  const folder = route.owner.replace('_', '-');
  const release = released?.(folder);
  const remote = release
    ? release.firstScreen
    : remotesServedHere
      ? readJson<RemoteFirstScreen>(path.join(staticRoot, folder, 'dist', 'first-screen.json'))
      : null;
  // A remote served elsewhere (REMOTES_JSON) or built without its list: its entry at least.
  if (!remote) return [...new Set([...layout, entryUrl(folder) ?? []].flat())];
  const mayOpen = (r: RemoteFirstScreen['routes'][number]) => !r.roles || r.roles.includes(role);
  const screen =
    remote.routes.find((r) => r.path === route.path && mayOpen(r)) ??
    remote.routes.find((r) => mayOpen(r) && patternToRegExp(r.path).test(pathname));
  const base = release?.base ?? `/remotes/${folder}/`;
  const files = [
    ...[entryUrl(folder) ?? []].flat(),
    ...remote.start.map((f) => base + f),
    ...host.start.map((f) => '/' + f),
    ...layout,
    ...(screen?.files ?? []).map((f) => base + f),
    ...(screen?.shares ?? []).flatMap((key) => (host.shares[key] ?? []).map((f) => '/' + f)),
    ...(screen?.lazy ?? []).flatMap((name) => (host.lazy?.[name] ?? []).map((f) => '/' + f)),
  ];
  return [...new Set(files)];
}

/**
 * `html` with a link per file it does not already name, before `</head>`: `<link rel="modulepreload">`
 * for a script, `<link rel="preload" as="style">` for a style sheet (the app adds the sheet itself when it
 * imports the chunk needing it, and waits for it: preloaded, it is there by then).
 */
export function withPreloads(html: string, files: string[]): string {
  const links = files
    .filter((f) => !html.includes(`"${f}"`))
    .map((f) =>
      f.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${f}">`
        : `<link rel="modulepreload" crossorigin href="${f}">`,
    );
  return links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
}

/** The id of the page's start-up data block (read by the shell's loadStartup.ts). */
export const STARTUP_ELEMENT_ID = 'scriptorium-startup';

/** A `<script … data-startup-fallback>` of the page: it stands in for the start-up data where a host serves the page as built (federation/early-remote.ts). */
const STARTUP_FALLBACK = /<script\b[^>]*\sdata-startup-fallback\b[^>]*><\/script>/g;

/**
 * `html` carrying `data` in a `<script type="application/json">` block first in `<head>` (before any
 * script that looks for it): data, not script (the CSP's `script-src 'self'` does not apply); `<` is
 * escaped so no value can close the block. The scripts that stand in for the block where the page is
 * served as built (`data-startup-fallback`) are left out: here they would download to do nothing.
 */
export function withStartup(html: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // A function, so a `$&` or `$'` in the data (a setting's name the page carries) is not a replacement pattern.
  return html
    .replace(STARTUP_FALLBACK, '')
    .replace('<head>', () => `<head><script type="application/json" id="${STARTUP_ELEMENT_ID}">${json}</script>`);
}

/** What the shell checks before loading a remote (shell features/remotes/sharedNeeds.ts), as the page carries it. */
export interface SharedManifests {
  /** The shell's `shared-versions.json`. */
  provided?: unknown;
  /** Federation name → that remote's `shared-needs.json`. */
  needs?: Record<string, unknown>;
}

/**
 * The share manifests the shell reads before it loads the remote of `pathname`'s first screen for
 * `role`: the shell's `shared-versions.json` (`provided`) and that remote's `shared-needs.json` (under its
 * federation name in `needs`; only with the remotes served here). Carried in the page's start-up data, the
 * check waits on no request: fetched by the shell, they queued behind the ~60 preloaded files and held the
 * first screen back ~1.4 s on Slow 4G (docs/benchmarks.md). Parts whose file is missing are left out (the shell then
 * fetches them); {} for a page without a remote's first screen and no shell manifest. A remote served
 * from a release (`options.released`) has its needs read from that release.
 */
export function sharedManifests(
  staticRoot: string,
  pathname: string,
  role: RoleHint,
  { remotesServedHere = true, released }: { remotesServedHere?: boolean; released?: ReleasedBuildOf } = {},
): SharedManifests {
  const provided = readJson<unknown>(path.join(staticRoot, 'shell', 'dist', 'shared-versions.json'));
  const folder = firstScreenOwner(pathname, role);
  const release = folder ? released?.(folder) : undefined;
  const needs = !folder
    ? null
    : release
      ? release.needs
      : remotesServedHere
        ? readJson<unknown>(path.join(staticRoot, folder, 'dist', 'shared-needs.json'))
        : null;
  return {
    ...(provided ? { provided } : {}),
    ...(folder && needs ? { needs: { [folder.replace('-', '_')]: needs } } : {}),
  };
}
