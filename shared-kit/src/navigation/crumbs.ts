/**
 * Breadcrumb trail of a path.
 * @see spec §2 (Breadcrumbs: a Home link to / followed by the matched route segments, parameters filled in)
 */
import { patternToRegExp } from '@scriptorium/contracts/core';

/** One crumb; the last has no link. */
export interface Crumb {
  title: string;
  /** Target path; undefined for the current page. */
  path?: string;
}

/** A route pattern and its title (the contracts route table has this shape). */
export interface TitledRoute {
  path: string;
  title?: string;
}

function humanize(segment: string): string {
  const text = decodeURIComponent(segment).replace(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The title of a route whose pattern, ending in a literal segment, matches `prefix` exactly. */
function titleFor(prefix: string, routes: readonly TitledRoute[]): string | undefined {
  for (const r of routes) {
    if (!r.title) continue;
    const base = r.path.replace(/\/\*$/, '');
    const last = base.split('/').pop() ?? '';
    if (last.startsWith(':')) continue;
    if (patternToRegExp(base).test(prefix)) return r.title;
  }
  return undefined;
}

/**
 * Home, then one crumb per path segment: a literal segment takes its route's title (or its name
 * humanised), a parameter shows its value. `tab` segments are skipped (they are not pages).
 * `buildCrumbs('/users/user/5/tab/details')` → Home / Users / User / 5 / Details.
 */
export function buildCrumbs(pathname: string, routes: readonly TitledRoute[] = []): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ title: 'Home', path: '/' }];
  let prefix = '';
  segments.forEach((segment, i) => {
    prefix += '/' + segment;
    if (segment === 'tab' && i < segments.length - 1) return;
    crumbs.push({ title: titleFor(prefix, routes) ?? humanize(segment), path: prefix });
  });
  const last = crumbs[crumbs.length - 1];
  if (crumbs.length > 1) last.path = undefined;
  return crumbs;
}
