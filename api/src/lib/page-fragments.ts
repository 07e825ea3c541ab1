/**
 * HTML first (issue 27): a page whose first screen a remote's build prerendered (federation/prerender.ts)
 * carries it, inside the shell's prerendered frame, so a phone shows the sign-in form — and can type into
 * it — before any script has arrived. The shell takes the page over when its code has run (shell
 * features/html-first: typed values and the caret move into the app's form).
 *
 * Only a guest's page: the fragments are what a guest sees. A missing frame or fragment (a remote built
 * without them, served elsewhere under REMOTES_JSON, or of another version) leaves the page as before:
 * the app renders it in the browser.
 * @see docs/architecture-html-first.md
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@scriptorium/contracts/core';
import type { RoleHint } from './first-screen.js';

/** The element the composed HTML sits in, before `#root` (the shell's index.html hides `#root` while it is there). */
export const HTML_FIRST_ID = 'html-first';

/** Where a frame fragment takes the screen's (federation/prerender.ts SCREEN_SLOT). */
const SCREEN_SLOT = '<!--scriptorium-screen-->';

interface FragmentList {
  fragments: Record<string, string>;
}

const cache = new Map<string, { mtimeMs: number; text: string }>();

/** A build output's text, read once per modification; null when missing. */
function readText(file: string): string | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const known = cache.get(file);
    if (known?.mtimeMs === mtimeMs) return known.text;
    const text = fs.readFileSync(file, 'utf8');
    cache.set(file, { mtimeMs, text });
    return text;
  } catch {
    return null;
  }
}

/** The fragment file `list` names for `key`, inside `dist`; null when it names none or one outside. */
function fragmentOf(dist: string, key: string): string | null {
  const listText = readText(path.join(dist, 'fragments.json'));
  if (!listText) return null;
  let list: FragmentList;
  try {
    list = JSON.parse(listText) as FragmentList;
  } catch {
    return null;
  }
  const rel = list.fragments?.[key];
  if (typeof rel !== 'string') return null;
  const file = path.resolve(dist, rel);
  return file.startsWith(dist + path.sep) ? readText(file) : null;
}

/**
 * The prerendered HTML of `pathname`'s first screen inside the shell's frame, for `role`; null when there
 * is none (not a guest, a route no remote prerendered, a frame or fragment missing).
 * @param staticRoot the folder holding `shell/dist` and `mf-*\/dist`
 */
export function pageFragment(staticRoot: string, pathname: string, role: RoleHint): string | null {
  if (role !== 'guest') return null;
  const route = matchRoute(pathname);
  // The auth layout's pages only: the frame a guest sees there needs nothing from the session.
  if (!route || route.owner === 'shell' || !route.roles.every((r) => r === 'guest')) return null;
  const screen = fragmentOf(path.join(staticRoot, route.owner.replace('_', '-'), 'dist'), route.path);
  const frame = screen && fragmentOf(path.join(staticRoot, 'shell', 'dist'), 'frame:auth');
  if (!screen || !frame?.includes(SCREEN_SLOT)) return null;
  return frame.replace(SCREEN_SLOT, () => screen);
}

/** `html` with `fragment` in `<div id="html-first">` right before the shell's `<div id="root">`; as is when either is missing. */
export function withFragment(html: string, fragment: string | null): string {
  if (!fragment || !html.includes('<div id="root">')) return html;
  return html.replace('<div id="root">', () => `<div id="${HTML_FIRST_ID}">${fragment}</div><div id="root">`);
}
