/**
 * What the settings screens show of each setting type: the AutoForm fields (from `SETTING_FIELDS`, labels
 * from the names) and the table columns.
 * @see docs/product.md §3 "Settings types and fields"; contracts/src/settings.ts
 */
import { ALL_PERMISSIONS, type SettingType } from '@scriptorium/contracts/core';
import { SETTING_FIELDS } from '@scriptorium/contracts/settings';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import type { FieldDefinition, FieldEntry } from '@scriptorium/shared-kit/ui';
import type { SettingsKey, SettingsT } from '../../i18n/catalog.js';
import { websitesUrl } from './api.js';

/** The text of `id`, or undefined when the catalogue has no such id (Lingui answers with the id itself). */
function known(t: SettingsT, id: string): string | undefined {
  const text = t(id as SettingsKey);
  return text === id ? undefined : text;
}

/** A settings row as `list-settings/{type}` returns it (amounts as USD decimals). */
export type SettingRow = Record<string, unknown> & { id: number };

/** Field settings beyond what the name implies (their texts in the current language); a field not listed here is inferred from its name. */
function fieldOverrides(t: SettingsT): Record<string, Omit<FieldDefinition, 'name' | 'field'>> {
  return {
    name: { required: true },
    amount: { required: true, helperText: t('settings.help.amount') },
    hours: { required: true },
    rate: { required: true, helperText: t('settings.help.rate') },
    url: { required: true, placeholder: 'https://example.com' },
    email: { required: false },
    website_id: { url: websitesUrl },
    bootstrap_icon: { placeholder: 'bi-star' },
    slug: { required: true, helperText: t('settings.help.slug') },
    subject: { required: true },
    mail: { required: true, type: 'textarea' },
    sms: { type: 'textarea' },
    action_url: { placeholder: '/orders/order/{order_id}' },
    permission: {
      data: ALL_PERMISSIONS.map((key) => ({ value: key, label: key })),
      helperText: t('settings.help.permission'),
    },
  };
}

/**
 * The label of a setting field in the current language ('Action url' / 'URL ya kitendo'; the English is
 * the kit's label from the name), or undefined for a field the catalogue does not name (the kit labels it).
 */
export function fieldLabel(t: SettingsT, name: string): string | undefined {
  return known(t, `settings.field.${name}`);
}

/** The AutoForm fields of `type`, in the spec's order, labelled and explained in the current language. */
export function settingFormFields(type: SettingType, t: SettingsT): FieldEntry[] {
  const overrides = fieldOverrides(t);
  return SETTING_FIELDS[type].map((name) => {
    const label = fieldLabel(t, name);
    return { name, ...(label ? { label } : {}), ...overrides[name] };
  });
}

/** Long texts left out of the table (they are read in the editor). */
const HIDDEN_COLUMNS = new Set(['mail', 'sms']);

/** A column header of `key` in the current language ('Created At' / 'Tarehe ya kuundwa'); English is the kit's header from the key. */
function column(t: SettingsT, key: string): TableHeader<SettingRow> {
  const label = known(t, `settings.column.${key}`);
  return label ? { key, label } : key;
}

/** The table columns of `type`: id, its fields (a tag line's website by name), created_at, titled in the current language. */
export function settingColumns(type: SettingType, t: SettingsT): TableHeader<SettingRow>[] {
  const fields: TableHeader<SettingRow>[] = SETTING_FIELDS[type]
    .filter((f) => !HIDDEN_COLUMNS.has(f))
    .map((f) =>
      f === 'website_id' ? { key: 'website.name', label: t('settings.column.website'), sortable: false } : column(t, f),
    );
  return [column(t, 'id'), ...fields, column(t, 'created_at')];
}

/** The values of `row` an edit form starts from. */
export function formValues(type: SettingType, row: SettingRow): Record<string, unknown> {
  return Object.fromEntries(SETTING_FIELDS[type].map((f) => [f, row[f] ?? null]));
}
