/**
 * What the API knows about each setting type: its table, the columns the table protocol may search and
 * sort, money fields (stored as USD minor units, spoken as decimals), who may read the bare list, and the
 * words used in messages.
 * @see docs/product.md §3 "Settings types and fields", §6 settings.{type}; contracts/src/settings.ts
 */
import type { AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PermissionKey, SettingType } from '@scriptorium/contracts/core';
import { SETTING_FIELDS } from '@scriptorium/contracts/settings';
import * as s from '../../db/schema/index.js';
import type { RouteAccess } from '../../core/access.js';

/** The columns every setting table has, whatever its own fields. */
export type SettingTable = PgTable & { id: PgColumn; created_at: PgColumn; updated_at: PgColumn };

/** The table of each setting type. */
export const SETTING_TABLES: Record<SettingType, SettingTable> = {
  service_types: s.service_types,
  writer_categories: s.writer_categories,
  payment_methods: s.payment_methods,
  deadlines: s.deadlines,
  writer_deadlines: s.writer_deadlines,
  notification_messages: s.notification_messages,
  websites: s.websites,
  tag_lines: s.tag_lines,
  order_sources: s.order_sources,
  order_services: s.order_services,
};

/** Fields stored as USD minor units and spoken as decimals (`amount`). */
export const MONEY_FIELDS: Partial<Record<SettingType, readonly string[]>> = {
  service_types: ['amount'],
  order_services: ['amount'],
};

/** Fields holding free text (searched with the table protocol's `filter_value`). */
const TEXT_FIELDS = new Set([
  'name',
  'description',
  'slug',
  'subject',
  'mail',
  'sms',
  'action_url',
  'action_label',
  'permission',
  'url',
  'email',
  'bootstrap_icon',
]);

/** "service type", "tag line", … — the singular used in messages. */
export const SETTING_SINGULAR: Record<SettingType, string> = {
  service_types: 'service type',
  writer_categories: 'writer category',
  payment_methods: 'payment method',
  deadlines: 'deadline',
  writer_deadlines: 'writer deadline',
  notification_messages: 'notification message',
  websites: 'website',
  tag_lines: 'tag line',
  order_sources: 'order source',
  order_services: 'order service',
};

/**
 * Types whose bare list (`?all=1`) anyone may read, guests included: they drive the public order form.
 * @see docs/product.md §7 Settings ("GET list-settings/{type}?all=1" returns a bare list for the order forms)
 */
export const PUBLIC_SETTING_TYPES: readonly SettingType[] = [
  'service_types',
  'order_services',
  'deadlines',
  'tag_lines',
  'websites',
  'order_sources',
];

/**
 * Types whose bare list any signed-in user may read although editing needs the permission: writers pick a
 * payment method for their payment account, and order screens name writer deadlines and categories.
 * Notification messages (templates) stay behind `settings.notification_messages`.
 */
export const SIGNED_IN_SETTING_TYPES: readonly SettingType[] = [
  'payment_methods',
  'writer_deadlines',
  'writer_categories',
];

/** `settings.{type}`: needed to edit a type and to read its paged table. */
export function settingPermission(type: SettingType): PermissionKey {
  return `settings.${type}`;
}

/** Route access of the bare list of `type`. */
export function bareListAccess(type: SettingType): RouteAccess {
  if (PUBLIC_SETTING_TYPES.includes(type)) return 'public';
  if (SIGNED_IN_SETTING_TYPES.includes(type)) return 'user';
  return editAccess(type);
}

/** Route access of editing `type` (and of its paged table and export): an admin holding `settings.{type}`. */
export function editAccess(type: SettingType): RouteAccess {
  return { roles: ['admin'], permission: settingPermission(type) };
}

/** The column of `field` in the table of `type`. */
export function settingColumn(type: SettingType, field: string): AnyColumn {
  const column = (SETTING_TABLES[type] as unknown as Record<string, AnyColumn | undefined>)[field];
  if (!column) throw new Error(`Setting type ${type} has no column ${field}`);
  return column;
}

/** Columns `filter_value` matches for `type`: the id and the text fields. */
export function searchableColumns(type: SettingType): AnyColumn[] {
  const table = SETTING_TABLES[type];
  return [table.id, ...SETTING_FIELDS[type].filter((f) => TEXT_FIELDS.has(f)).map((f) => settingColumn(type, f))];
}

/** Sort keys the table of `type` accepts: each of its fields plus created_at and updated_at. */
export function sortableColumns(type: SettingType): Record<string, AnyColumn> {
  const table = SETTING_TABLES[type];
  const sortable: Record<string, AnyColumn> = { created_at: table.created_at, updated_at: table.updated_at };
  for (const field of SETTING_FIELDS[type]) sortable[field] = settingColumn(type, field);
  return sortable;
}
