/**
 * Breadcrumb trail of a path.
 * @see docs/product.md §2 (Breadcrumbs: a Home link to / followed by the matched route segments, parameters filled in)
 */
import { patternToRegExp } from '@scriptorium/contracts/core';

/** One crumb; the last has no link. */
export interface Crumb {
  title: string;
  /** Target path; undefined for the current page and for a segment that is no page of its own. */
  path?: string;
}

/** A route pattern and its title (the contracts route table has this shape). */
export interface TitledRoute {
  path: string;
  title?: string;
}

/**
 * The title of a path segment no route titles (`pending`, `writer`), given the segment before it
 * (`orders` for `/writer/orders/active`); undefined when it has none (the segment is then humanised).
 */
export type SegmentTitle = (segment: string, parent: string | undefined) => string | undefined;

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

/** The title of a route whose pattern ends in a parameter matching `prefix` exactly (`/inbox/view/:id` 'Conversation'). */
function paramTitleFor(prefix: string, routes: readonly TitledRoute[]): string | undefined {
  for (const r of routes) {
    if (!r.title) continue;
    const base = r.path.replace(/\/\*$/, '');
    if ((base.split('/').pop() ?? '').startsWith(':') && patternToRegExp(base).test(prefix)) return r.title;
  }
  return undefined;
}

/** A route pattern without its trailing `/*`, split into segments. */
function segmentsOf(pattern: string): string[] {
  return pattern.replace(/\/\*$/, '').split('/').filter(Boolean);
}

/**
 * Whether `prefix` is a page of its own, so its crumb can link to it:
 * - a route names it exactly (its pattern, without a trailing `/*`, ends in that literal segment:
 *   `/orders`, `/payments/*`);
 * - else it is not a page when some route only passes through it (`/orders/list/:status` makes
 *   `/orders/list` a step of a longer path, like `/orders/order`, `/inbox/view`): a catch-all such as
 *   `/orders/:mainStatus/*` would take it but only bounce it back;
 * - else it is a page when a route matches it (a parameter: `/orders/order/5`).
 */
function hasPage(prefix: string, routes: readonly TitledRoute[]): boolean {
  const parts = prefix.split('/').filter(Boolean);
  const last = parts[parts.length - 1];
  const depth = parts.length;
  const named = routes.some((r) => {
    const segs = segmentsOf(r.path);
    return segs.length === depth && segs[depth - 1] === last && patternToRegExp(segs.join('/')).test(prefix);
  });
  if (named) return true;
  const passedThrough = routes.some((r) => {
    const segs = segmentsOf(r.path);
    return (
      segs.length > depth && segs[depth - 1] === last && patternToRegExp(segs.slice(0, depth).join('/')).test(prefix)
    );
  });
  if (passedThrough) return false;
  return routes.some((r) => patternToRegExp(r.path).test(prefix));
}

/**
 * Home, then one crumb per path segment: a literal segment takes its route's title (or its name
 * humanised), a parameter shows its value. `tab` segments are skipped (they are not pages). A crumb
 * links only to a page of its own: the last crumb (the current page) and steps of a longer path that
 * no page answers ("List", "Order", "View") are text. An id after such a step joins it, the way people
 * name the thing: `/orders/order/6` reads "Order #6" (titled by the id's route when it has one:
 * "Conversation #4"), not "Order / 6".
 * A segment without a route title reads `name(segment, parent)` when it gives one (the kit's catalogue,
 * `kit.crumb.<parent>.<segment>` then `kit.crumb.<segment>`, in the current language: see Breadcrumbs),
 * else the segment humanised ("order_details" → "Order details").
 * `buildCrumbs('/users/user/5/tab/details')` → Home / Users / User #5 / Details.
 * @param name a segment's title, `parent` the segment before it (`tab` skipped); undefined when it has none
 */
export function buildCrumbs(pathname: string, routes: readonly TitledRoute[] = [], name?: SegmentTitle): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ title: 'Home', path: '/' }];
  let prefix = '';
  segments.forEach((segment, i) => {
    prefix += '/' + segment;
    if (segment === 'tab' && i < segments.length - 1) return;
    const step = crumbs[crumbs.length - 1];
    if (/^\d+$/.test(segment) && crumbs.length > 1 && step.path === undefined) {
      step.title = `${paramTitleFor(prefix, routes) ?? step.title} #${segment}`;
      step.path = hasPage(prefix, routes) ? prefix : undefined;
      return;
    }
    const parent = segments
      .slice(0, i)
      .filter((s) => s !== 'tab')
      .pop();
    crumbs.push({
      title: titleFor(prefix, routes) ?? name?.(segment, parent) ?? humanize(segment),
      path: hasPage(prefix, routes) ? prefix : undefined,
    });
  });
  const last = crumbs[crumbs.length - 1];
  if (crumbs.length > 1) last.path = undefined;
  return crumbs;
}
