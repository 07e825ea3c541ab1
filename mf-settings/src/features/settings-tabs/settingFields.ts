/**
 * What the settings screens show of each setting type: the AutoForm fields (from `SETTING_FIELDS`, labels
 * from the names) and the table columns.
 * @see docs/product.md §3 "Settings types and fields"; contracts/src/settings.ts
 */
import { ALL_PERMISSIONS, type SettingType } from '@scriptorium/contracts/core';
import { SETTING_FIELDS } from '@scriptorium/contracts/settings';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import type { FieldDefinition, FieldEntry } from '@scriptorium/shared-kit/ui';
import { websitesUrl } from './api.js';

/** A settings row as `list-settings/{type}` returns it (amounts as USD decimals). */
export type SettingRow = Record<string, unknown> & { id: number };

/** Field settings beyond what the name implies; a field not listed here is inferred from its name. */
const FIELD_OVERRIDES: Record<string, Omit<FieldDefinition, 'name' | 'field'>> = {
  name: { required: true },
  amount: { required: true, helperText: 'Price in USD' },
  hours: { required: true },
  rate: { required: true, helperText: 'Multiplies the order price (1 = no change)' },
  url: { required: true, placeholder: 'https://example.com' },
  email: { required: false },
  website_id: { label: 'Website', url: websitesUrl },
  bootstrap_icon: { placeholder: 'bi-star' },
  slug: { required: true, helperText: 'Lower-case letters, digits, - and _' },
  subject: { required: true },
  mail: { required: true, type: 'textarea' },
  sms: { type: 'textarea' },
  action_url: { placeholder: '/orders/order/{order_id}' },
  permission: {
    data: ALL_PERMISSIONS.map((key) => ({ value: key, label: key })),
    helperText: 'Admins need this permission to receive it',
  },
};

/** The AutoForm fields of `type`, in the spec's order. */
export function settingFormFields(type: SettingType): FieldEntry[] {
  return SETTING_FIELDS[type].map((name) => ({ name, ...FIELD_OVERRIDES[name] }));
}

/** Long texts left out of the table (they are read in the editor). */
const HIDDEN_COLUMNS = new Set(['mail', 'sms']);

/** The table columns of `type`: id, its fields (a tag line's website by name), created_at. */
export function settingColumns(type: SettingType): TableHeader<SettingRow>[] {
  const fields: TableHeader<SettingRow>[] = SETTING_FIELDS[type]
    .filter((f) => !HIDDEN_COLUMNS.has(f))
    .map((f) => (f === 'website_id' ? { key: 'website.name', label: 'Website', sortable: false } : f));
  return ['id', ...fields, 'created_at'];
}

/** The values of `row` an edit form starts from. */
export function formValues(type: SettingType, row: SettingRow): Record<string, unknown> {
  return Object.fromEntries(SETTING_FIELDS[type].map((f) => [f, row[f] ?? null]));
}
