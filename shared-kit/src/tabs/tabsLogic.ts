/**
 * Routed tabs: which tab a path names, which tabs a user may see, where to redirect.
 * @see docs/product.md §2 (Tabs live under {base}/tab/{tabname}; no tab → first allowed tab by redirect), §6
 */
import type { ReactNode } from 'react';

/** One tab. */
export interface TabDef {
  /** URL name: `{base}/tab/{name}`. */
  name: string;
  /** Shown text (default: the name with `_` as spaces, capitalised). */
  label?: string;
  /** Permission key needed (docs/product.md §6); empty = always. */
  permission?: string;
  /** Extra condition; the tab is hidden when it returns false. */
  validator?: () => boolean;
  /** Content of the tab (default: the component's `render(name)`). */
  element?: ReactNode;
}

/** A tab given as its name, or a {@link TabDef}. */
export type TabEntry = string | TabDef;

/** Resolves entries to definitions with labels. */
export function resolveTabs(entries: readonly TabEntry[]): (TabDef & { label: string })[] {
  return entries.map((e) => {
    const def = typeof e === 'string' ? { name: e } : e;
    const text = def.name.replace(/_/g, ' ');
    return { ...def, label: def.label ?? text.charAt(0).toUpperCase() + text.slice(1) };
  });
}

/** The tabs passing their permission and validator. */
export function allowedTabs<T extends TabDef>(tabs: readonly T[], can: (permission?: string) => boolean): T[] {
  return tabs.filter((t) => can(t.permission) && (t.validator ? t.validator() : true));
}

/** `{base}/tab/{name}` with the name URL-encoded. */
export function tabPath(base: string, name: string): string {
  return `${base.replace(/\/$/, '')}/tab/${encodeURIComponent(name)}`;
}

/** The tab name in `pathname` under `base`, or null when the path names none. */
export function tabFromPath(pathname: string, base: string): string | null {
  const prefix = `${base.replace(/\/$/, '')}/tab/`;
  if (!pathname.startsWith(prefix)) return null;
  const name = pathname.slice(prefix.length).split('/')[0];
  return name ? decodeURIComponent(name) : null;
}

/** The base of a tabbed path: everything before `/tab/` (or the path itself). */
export function tabBase(pathname: string): string {
  const i = pathname.indexOf('/tab/');
  return (i >= 0 ? pathname.slice(0, i) : pathname).replace(/\/$/, '') || '/';
}

/** What a tab strip shows for a path. */
export type TabsOutcome =
  { kind: 'empty' } | { kind: 'forbidden' } | { kind: 'redirect'; to: string } | { kind: 'show'; active: string };

/**
 * Decides: 'No tabs found' (no tabs), '403 Not Allowed' (none allowed, or the named tab is not
 * allowed), a replace-redirect to the first allowed tab (no or unknown tab in the path), or show.
 */
export function tabsOutcome(
  all: readonly TabDef[],
  allowed: readonly TabDef[],
  base: string,
  current: string | null,
): TabsOutcome {
  if (all.length === 0) return { kind: 'empty' };
  if (allowed.length === 0) return { kind: 'forbidden' };
  if (current && allowed.some((t) => t.name === current)) return { kind: 'show', active: current };
  if (current && all.some((t) => t.name === current)) return { kind: 'forbidden' };
  return { kind: 'redirect', to: tabPath(base, allowed[0].name) };
}
