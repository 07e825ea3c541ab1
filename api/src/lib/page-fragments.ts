/**
 * HTML first (docs/architecture-html-first.md): a page whose first screen a remote's build prerendered (federation/prerender.ts)
 * carries it, inside the shell's prerendered frame, so a phone shows the sign-in form or the order form —
 * and can type into it — before any script has arrived. The shell takes the page over when its code has
 * run (shell features/html-first: typed values and the caret move into the app's form).
 *
 * Only a guest's page: the fragments are what a guest sees. Fragments deploy with their remote: read from
 * its dist when the remotes are served here, fetched from beside its `remoteEntry.js` when `/remotes.json`
 * points elsewhere (REMOTES_JSON). A missing frame or fragment (a remote built without them, unreachable,
 * or naming a file outside its build) leaves the page as before: the app renders it in the browser.
 * Each page is in the visitor's language ({@link pageLocale}): its fragments in that language where the
 * build has them (`fragments.json` `locales`), else in English (a build from before languages).
 * @see docs/architecture-html-first.md
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  matchRoute,
  pickLocale,
  type Locale,
  type RouteEntry,
} from '@scriptorium/contracts/core';
import type { RoleHint } from './first-screen.js';
import { HTML_FIRST_SCRIPT } from './html-first-script.js';

/** The element the composed HTML sits in, before `#root` (the shell's index.html hides `#root` while it is there). */
export const HTML_FIRST_ID = 'html-first';

/** Where a frame fragment takes the screen's (federation/prerender.ts SCREEN_SLOT). */
const SCREEN_SLOT = '<!--scriptorium-screen-->';

/**
 * Reads a build output: `folder` is `shell` or a remote's folder (`mf-auth`), `rel` a path relative to its
 * build's root (`fragments.json`, `fragments/sh-auth.html`). Resolves to null when the file is missing,
 * unreachable or would lie outside that build.
 */
export type BuildReader = (folder: string, rel: string) => Promise<string | null>;

const diskCache = new Map<string, { mtimeMs: number; text: string }>();

/** The builds in `staticRoot` (`shell/dist`, `mf-*\/dist`), each file read once per modification. */
export function buildsOnDisk(staticRoot: string): BuildReader {
  return async (folder, rel) => {
    const dist = path.join(staticRoot, folder, 'dist');
    const file = path.resolve(dist, rel);
    if (!file.startsWith(dist + path.sep)) return null;
    try {
      const { mtimeMs } = await fs.promises.stat(file);
      const known = diskCache.get(file);
      if (known?.mtimeMs === mtimeMs) return known.text;
      const text = await fs.promises.readFile(file, 'utf8');
      diskCache.set(file, { mtimeMs, text });
      return text;
    } catch {
      return null;
    }
  };
}

/** How long a fragment fetched from a remote's host is reused (ms): a redeployed remote shows within it. */
const FETCHED_FOR_MS = 30_000;
/** How long the page waits for a remote's host (ms) before it is served without the fragment. */
const FETCH_TIMEOUT_MS = 1_500;
const fetched = new Map<string, { at: number; text: Promise<string | null> }>();

/**
 * The shell's build from `local`, each remote's fetched over HTTP from the folder its entry is in
 * (`entryOf('mf-auth')` → `https://auth.example.com/remoteEntry.js?v=1` → `https://auth.example.com/fragments.json`),
 * kept for 30 s; a URL that leaves that folder, an error status or no answer within 1.5 s reads as null.
 */
export function remoteBuildsOverHttp(
  local: BuildReader,
  entryOf: (folder: string) => string | undefined,
  fetchImpl: typeof fetch = fetch,
): BuildReader {
  return async (folder, rel) => {
    if (folder === 'shell') return local(folder, rel);
    const entry = entryOf(folder);
    if (!entry) return null;
    let url: URL;
    try {
      const base = new URL('.', entry);
      url = new URL(rel, base);
      if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
    } catch {
      return null;
    }
    const key = url.href;
    const known = fetched.get(key);
    if (known && Date.now() - known.at < FETCHED_FOR_MS) return known.text;
    const text = fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then(
      (res) => (res.ok ? res.text() : null),
      () => null,
    );
    fetched.set(key, { at: Date.now(), text });
    return text;
  };
}

/**
 * The language a page is sent in: the `lang` cookie (the language switch's choice on this browser),
 * else the first language of `Accept-Language` Scriptorium speaks, else English; an unknown code counts
 * as none. The same order as the shell's start (the kit's `initialLocale`: the cookie, then
 * `navigator.languages`, which is what the browser sends as `Accept-Language`), so the app takes the
 * page over in the language it came in.
 * @param cookieHeader the request's `Cookie` header
 * @param acceptLanguage the request's `Accept-Language` header (`sw-KE,sw;q=0.9,en;q=0.8`)
 */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const raw = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  let cookie: string | undefined;
  try {
    cookie = raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    cookie = undefined;
  }
  return pickLocale(cookie, acceptLanguage);
}

/** `map[key]` of a parsed JSON object, own entries only (a key such as `constructor` names nothing). */
function own(map: unknown, key: string): unknown {
  return map && typeof map === 'object' && Object.hasOwn(map, key) ? (map as Record<string, unknown>)[key] : null;
}

/** `map[key]` when it is a string (a file in the build), else null. */
function fileOf(map: unknown, key: string): string | null {
  const value = own(map, key);
  return typeof value === 'string' ? value : null;
}

/**
 * The fragment `folder`'s `fragments.json` names for `key` in `locale` (its `locales[locale]`), else its
 * English one (`fragments`: a build from before languages has only those); null when it names none.
 */
async function fragmentOf(read: BuildReader, folder: string, key: string, locale: Locale): Promise<string | null> {
  const listText = await read(folder, 'fragments.json');
  if (!listText) return null;
  let list: { fragments?: unknown; locales?: unknown };
  try {
    list = (JSON.parse(listText) as typeof list | null) ?? {};
  } catch {
    return null;
  }
  if (locale !== DEFAULT_LOCALE) {
    const rel = fileOf(own(list.locales, locale), key);
    const text = rel === null ? null : await read(folder, rel);
    if (text !== null) return text;
  }
  const rel = fileOf(list.fragments, key);
  return rel === null ? null : read(folder, rel);
}

/**
 * The shell frame a guest sees `route` in (federation's `frame:…` fragments of shell/src/fragments.tsx):
 * the auth layout on the auth pages, the guest layout (its breadcrumbs naming the page) on the other
 * pages a guest may open (the order forms); null for a route a guest may not open or one the shell renders.
 * The same rule as federation/prerender.ts `guestFrameOf`, which the API does not import (a build module).
 */
export function guestFrameOf(route: RouteEntry): string | null {
  if (route.owner === 'shell' || !route.roles.includes('guest')) return null;
  return route.roles.every((r) => r === 'guest') ? 'frame:auth' : `frame:guest:${route.path}`;
}

/**
 * The prerendered HTML of `pathname`'s first screen inside the shell's frame, for `role`, in `locale`
 * (each of the two in English where its build has none in `locale`); null when there is none (not a
 * guest, a route no remote prerendered, a frame or fragment missing).
 * @param read where the builds are read from ({@link buildsOnDisk}, {@link remoteBuildsOverHttp})
 * @param locale the page's language ({@link pageLocale}); English when left out
 */
export async function pageFragment(
  read: BuildReader,
  pathname: string,
  role: RoleHint,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | null> {
  if (role !== 'guest') return null;
  const route = matchRoute(pathname);
  const frameKey = route && guestFrameOf(route);
  if (!route || !frameKey) return null;
  const [screen, frame] = await Promise.all([
    fragmentOf(read, route.owner.replace('_', '-'), route.path, locale),
    fragmentOf(read, 'shell', frameKey, locale),
  ]);
  if (!screen || !frame?.includes(SCREEN_SLOT)) return null;
  return frame.replace(SCREEN_SLOT, () => screen);
}

/**
 * `html` with `fragment` in `<div id="html-first">` right before the shell's `<div id="root">`, followed
 * there by the script that keeps the person's first action for the app and loads the app after the first
 * paint (lib/html-first-script.ts), and with the app's files held until then ({@link withAppAfterPaint});
 * as is when either is missing.
 */
export function withFragment(html: string, fragment: string | null): string {
  if (!fragment || !html.includes('<div id="root">')) return html;
  return withAppAfterPaint(html).replace(
    '<div id="root">',
    () => `<div id="${HTML_FIRST_ID}">${fragment}<script>${HTML_FIRST_SCRIPT}</script></div><div id="root">`,
  );
}

/** The id of the `<template>` holding the app's files on a page sent as HTML ({@link withAppAfterPaint}). */
export const APP_FILES_ID = 'scriptorium-app';

/** The page's links and scripts that fetch the app: module preloads, style sheets and their preloads, scripts with a `src`. */
const APP_FILE =
  /<link\b[^>]*\brel="(?:modulepreload|preload|stylesheet)"[^>]*>|<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;

/**
 * `html` with the app's files ({@link APP_FILE}, wherever the page had them) moved, in their order, into a
 * `<template id="scriptorium-app">` at the end of `<head>`, where the browser fetches nothing. The page's
 * early script (lib/html-first-script.ts) puts them back at the end of the body after the first paint.
 * So the first paint of a screen sent as HTML waits on the page alone: on a phone the app's ~60 files no
 * longer share the link with the page, and Lighthouse no longer counts those that happened to load before
 * the paint as holding it (docs/architecture-html-first.md "The app after the first paint").
 */
export function withAppAfterPaint(html: string): string {
  const files = html.match(APP_FILE);
  if (!files || !html.includes('</head>')) return html;
  return html
    .replace(APP_FILE, '')
    .replace('</head>', () => `<template id="${APP_FILES_ID}">${files.join('')}</template></head>`);
}

/**
 * `html` whose `<html>` element says it is in `locale` (`<html lang="sw">`): the page's language for
 * screen readers, spelling and translation tools, and what the app starts in. As is without an `<html>` tag.
 */
export function withLang(html: string, locale: Locale): string {
  return html.replace(/<html(?=[\s>])([^>]*)>/i, (_, attrs: string) => {
    const rest = attrs.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${locale}"${rest}>`;
  });
}
