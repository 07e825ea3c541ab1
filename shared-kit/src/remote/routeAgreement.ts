import { matchRoute, patternToRegExp, ROUTES, type RouteEntry } from '@scriptorium/contracts/core';
import type { RemoteModule, RemoteRoute } from './RemoteModule.js';

/** Who a route naming no roles lets in (`RemoteRoute.roles` omitted: any signed-in role). */
const SIGNED_IN: RouteEntry['roles'] = ['admin', 'client', 'writer'];

/** A URL a pattern matches: each `:param` filled with `1`, a trailing `/*` dropped. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/\/\*$/, '').replace(/:[^/]+/g, '1') || '/';
}

/** A permission key's module (`payments` of `payments.menu.view_payments`). */
const moduleOf = (key: string) => key.split('.')[0];

/**
 * Where a remote's `./routes` and the shell's route table (`contracts` `ROUTES`) tell different stories,
 * one sentence each; empty when they agree. They agree when:
 * - each remote route lies under a table entry the remote owns, letting in no role the entry keeps out;
 * - under an entry that needs a permission, each remote route needs it too, or a finer key of the same
 *   module (`payments.withdrawals.view_withdrawal` under `payments.menu.view_payments`) — a route
 *   needing nothing there would open for whoever the shell lets through;
 * - each table entry the remote owns is rendered by its routes, for every role the entry lets in.
 * The shell decides who may open a URL from the table before the remote loads; the remote's routes are
 * checked again when it renders, so the two must not differ.
 * @see docs/product.md §2 Routes, §6 Permissions; docs/architecture.md Composition at run time (route ownership); issue 29 §3
 */
export function routeTableDisagreements(remote: Pick<RemoteModule, 'name' | 'routes'>, table: RouteEntry[] = ROUTES): string[] {
  const match = (url: string) => (table === ROUTES ? matchRoute(url) : table.find((e) => patternToRegExp(e.path).test(url)));
  const found: string[] = [];
  for (const route of remote.routes) found.push(...againstEntry(remote.name, route, match(sampleUrl(route.path))));
  for (const entry of table.filter((e) => e.owner === remote.name)) {
    const url = (entry.example ?? sampleUrl(entry.path)).split('?')[0];
    const rendering = remote.routes.filter((r) => patternToRegExp(r.path).test(url));
    const rendered = new Set(rendering.flatMap((r) => r.roles ?? SIGNED_IN));
    const missing = entry.roles.filter((role) => !rendered.has(role));
    if (missing.length > 0) found.push(`${entry.path}: the table lets in ${missing.join(', ')} but no route of ${remote.name} renders ${url} for them`);
  }
  return found;
}

function againstEntry(owner: string, route: RemoteRoute, entry: RouteEntry | undefined): string[] {
  if (!entry) return [`${route.path}: no entry of the route table matches it`];
  if (entry.owner !== owner) return [`${route.path}: the route table gives it to ${entry.owner} (${entry.path})`];
  const found: string[] = [];
  const extra = (route.roles ?? SIGNED_IN).filter((role) => !entry.roles.includes(role));
  if (extra.length > 0) found.push(`${route.path}: lets in ${extra.join(', ')}, which the table's ${entry.path} keeps out`);
  if (entry.permission && !(route.permission && moduleOf(route.permission) === moduleOf(entry.permission))) {
    found.push(`${route.path}: the table's ${entry.path} needs ${entry.permission}, the route ${route.permission ? `needs ${route.permission}` : 'needs nothing'}`);
  }
  return found;
}
