/**
 * Settings rows: reading them in the wire shape (money as USD decimals, times ISO 8601), the table-protocol
 * spec of each type, and create / update / delete in one transaction with an audit row.
 * @see docs/product.md §3 "Settings types and fields", §7 Settings (listSettings, storeSettings)
 */
import { eq, getTableColumns } from 'drizzle-orm';
import { fromMinor, toMinor, type SettingType } from '@scriptorium/contracts/core';
import { SETTING_FIELDS } from '@scriptorium/contracts/settings';
import type { Db, Executor } from '../../db/client.js';
import { tag_lines, websites } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { type DynamicSelect, type TableSpec } from '../../lib/table/paginate.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { MONEY_FIELDS, SETTING_SINGULAR, SETTING_TABLES, searchableColumns, sortableColumns } from './registry.js';
import { describeReferences } from './references.js';
import { assertNotificationMessageWritable, assertNotificationMessageDeletable } from './notification-messages.js';

/** A settings row as the database returns it (plus `website_name` for tag lines). */
export type SettingRecord = Record<string, unknown> & { id: number; created_at: Date; updated_at: Date };

/** A settings row on the wire: `id`, the type's fields, `created_at`, `updated_at` (+ `website` for tag lines). */
export type SettingView = Record<string, unknown> & { id: number; created_at: string; updated_at: string };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Row → wire: money fields to USD decimals, dates to ISO; a tag line carries `website {id, name}`. */
export function settingView(type: SettingType, row: SettingRecord): SettingView {
  const view: SettingView = {
    id: row.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
  const money = MONEY_FIELDS[type] ?? [];
  for (const field of SETTING_FIELDS[type]) {
    const value = row[field] ?? null;
    view[field] = money.includes(field) && value !== null ? fromMinor(value as number) : value;
  }
  if (type === 'tag_lines') {
    view.website = row.website_id == null ? null : { id: row.website_id, name: row.website_name ?? null };
  }
  return view;
}

/** The select of rows of `type` (tag lines joined to their website for its name). */
function selectRows(db: Executor, type: SettingType): DynamicSelect<SettingRecord> {
  const table = SETTING_TABLES[type];
  if (type === 'tag_lines') {
    return db
      .select({ ...getTableColumns(tag_lines), website_name: websites.name })
      .from(tag_lines)
      .leftJoin(websites, eq(websites.id, tag_lines.website_id))
      .$dynamic();
  }
  // The registry types every setting table's columns as plain `PgColumn` (SettingTable), so Drizzle reads
  // these rows as `Record<string, unknown>`; `id`, `created_at` and `updated_at` are what every setting
  // table has, which is all SettingRecord adds.
  return db.select(getTableColumns(table)).from(table).$dynamic() as DynamicSelect<SettingRecord>;
}

/**
 * The table-protocol spec of `type`: search over the id and text fields, sort by any field, created_at or
 * updated_at, date range on created_at; rows mapped with `settingView`.
 */
export function settingTableSpec(db: Db, type: SettingType): TableSpec<SettingRecord> {
  const table = SETTING_TABLES[type];
  return {
    rows: () => selectRows(db, type),
    db,
    searchable: searchableColumns(type),
    sortable: sortableColumns(type),
    id: table.id,
    createdAt: table.created_at,
    map: (row) => settingView(type, row),
  };
}

/** The row `id` of `type` in the wire shape. Throws 404 '{Setting type} not found'. */
export async function getSetting(db: Executor, type: SettingType, id: number): Promise<SettingView> {
  const table = SETTING_TABLES[type];
  const [row] = await selectRows(db, type).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound(capitalise(SETTING_SINGULAR[type]));
  return settingView(type, row);
}

/** A create/update body of `type` (parsed with contracts' `SETTING_SCHEMAS[type]`) as column values (money in minor units). */
export function settingValues(type: SettingType, input: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const money = MONEY_FIELDS[type] ?? [];
  for (const field of SETTING_FIELDS[type]) {
    if (input[field] === undefined) continue;
    values[field] = money.includes(field) ? toMinor(input[field] as number) : input[field];
  }
  return values;
}

/** Checks the values that reference other rows (a tag line's website). Throws 422 on the field. */
async function assertReferencesExist(tx: Executor, type: SettingType, values: Record<string, unknown>): Promise<void> {
  if (type === 'tag_lines' && values.website_id != null) {
    const [site] = await tx
      .select({ id: websites.id })
      .from(websites)
      .where(eq(websites.id, values.website_id as number));
    if (!site)
      throw new HttpError(422, 'Choose a website from the list', { website_id: ['Choose a website from the list'] });
  }
}

/** What a successful save answers. */
export interface SaveResult {
  message: string;
  data: SettingView;
}

/** 'Settings saved', or 'Notification saved' for notification messages (docs/product.md §8 success messages). */
export function savedMessage(type: SettingType): string {
  return type === 'notification_messages' ? 'Notification saved' : 'Settings saved';
}

/**
 * Creates (id null) or updates (id given) a row of `type` from its parsed body (contracts' `SETTING_SCHEMAS[type]`),
 * with its audit row, in one transaction. Throws 422 per field (unknown website, a taken or system slug)
 * and 404 for an unknown id.
 */
export async function saveSetting(
  db: Db,
  actor: Actor,
  type: SettingType,
  id: number | null,
  input: Record<string, unknown>,
): Promise<SaveResult> {
  const values = settingValues(type, input);
  const table = SETTING_TABLES[type];
  const singular = SETTING_SINGULAR[type];
  const savedId = await db.transaction(async (tx) => {
    await assertReferencesExist(tx, type, values);
    if (type === 'notification_messages') await assertNotificationMessageWritable(tx, id, values);
    if (id === null) {
      const [created] = await tx
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      const newId = created.id as number;
      await audit(tx, actor, 'settings', `Added ${singular} #${newId} ${describe(values)}`.trim());
      return newId;
    }
    const [updated] = await tx
      .update(table)
      .set({ ...values, updated_at: new Date() } as never)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!updated) throw notFound(capitalise(singular));
    await audit(tx, actor, 'settings', `Updated ${singular} #${id} ${describe(values)}`.trim());
    return id;
  });
  return { message: savedMessage(type), data: await getSetting(db, type, savedId) };
}

/**
 * Deletes row `id` of `type` with its audit row. Throws 404 when missing and 409 `{message}` naming what
 * still uses it (orders, pricing packages, tag lines, payment accounts, users) or when a notification
 * message is one the product sends.
 */
export async function deleteSetting(db: Db, actor: Actor, type: SettingType, id: number): Promise<{ message: string }> {
  const table = SETTING_TABLES[type];
  const singular = SETTING_SINGULAR[type];
  await db.transaction(async (tx) => {
    const [row] = await tx.select(getTableColumns(table)).from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(capitalise(singular));
    if (type === 'notification_messages') assertNotificationMessageDeletable(row as { slug: string });
    const uses = await describeReferences(tx, type, id);
    if (uses.length) {
      throw new HttpError(409, `This ${singular} cannot be deleted because it is used by ${joinList(uses)}.`);
    }
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, actor, 'settings', `Deleted ${singular} #${id} ${describe(row as Record<string, unknown>)}`.trim());
  });
  return { message: `${capitalise(singular)} deleted` };
}

/** "a, b and c" */
function joinList(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A short label of a row for the audit log: its name or slug. */
function describe(values: Record<string, unknown>): string {
  const label = values.name ?? values.slug;
  return typeof label === 'string' ? `"${label}"` : '';
}
