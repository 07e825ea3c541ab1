/**
 * The permission tree of the manage-permissions screen: keys grouped by their first segment, each
 * leaf labelled in words (`orders.order.assign_writer` → group 'Orders', label 'Assign writer').
 * @see docs/product.md §3 Department ("the first segment is the group and the last is the label"), §4 Permission editing
 */
import { moduleLabel, permissionLabel } from '../../lib/permissionWords.js';

/** A node as antd's Tree takes it. */
export interface PermissionNode {
  key: string;
  title: string;
  children?: PermissionNode[];
  /** Set on keys the signed-in admin may not grant (and on a group of only such keys). */
  disableCheckbox?: true;
}

/** Prefix of group node keys, so a group never collides with a permission key. */
export const GROUP_PREFIX = 'group:';

/**
 * Groups `keys` (in their order) by first segment; leaves keep the full key and show it in words.
 * With `grantable`, keys it refuses get a disabled checkbox: an admin grants only keys they hold
 * (the API refuses the rest: docs/security.md "Who may grant what").
 */
export function permissionTree(keys: readonly string[], grantable?: (key: string) => boolean): PermissionNode[] {
  const groups = new Map<string, PermissionNode[]>();
  for (const key of keys) {
    const parts = key.split('.');
    const group = parts[0] ?? key;
    const leaves = groups.get(group) ?? [];
    const leaf: PermissionNode = { key, title: permissionLabel(key) };
    if (grantable && !grantable(key)) leaf.disableCheckbox = true;
    leaves.push(leaf);
    groups.set(group, leaves);
  }
  return [...groups].map(([group, children]) => ({
    key: `${GROUP_PREFIX}${group}`,
    title: moduleLabel(group),
    children,
    ...(children.every((c) => c.disableCheckbox) ? { disableCheckbox: true as const } : {}),
  }));
}

/** The permission keys among a Tree's checked keys (group nodes dropped, registry order kept). */
export function checkedPermissions(
  checked: readonly (string | number | bigint)[],
  permissions: readonly string[],
): string[] {
  const set = new Set(checked.map(String));
  return permissions.filter((p) => set.has(p));
}

/** Whether two selections hold the same keys, whatever their order. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((k) => set.has(k));
}
