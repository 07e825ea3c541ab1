import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { SettingType } from '@scriptorium/contracts/core';
import { SETTING_ROWS, SETTING_SCHEMAS } from '@scriptorium/contracts/settings';
import { useT } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate } from '@scriptorium/shared-kit/data';
import type { RowAction, TableHeader } from '@scriptorium/shared-kit/table';
import { AutoForm, DataTable, PopupFrame } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { NotificationMessageEditor } from '../notification-messages/index.js';
import { formValues, settingColumns, settingFormFields, type SettingRow } from './settingFields.js';
import { deleteSettingAction, settingAction, settingsTableEndpoint } from './api.js';

/** Props of {@link SettingTable}. */
export interface SettingTableProps {
  type: SettingType;
}

/**
 * One settings tab: the rows of `type` (table protocol over `list-settings/{type}`, searchable, sortable,
 * exportable) with Add and Edit in AutoForm pop-ups ('Settings saved'; the notification message editor
 * with its live preview for notification_messages) and Delete after 'Are you sure?' (a refusal, e.g. a
 * service type used by orders, shows the server's message). Service type names link to their pricing
 * packages page.
 * @see docs/product.md §2 /settings, §3 Settings types and fields
 */
/** How a setting row is called: its name, else a notification message's slug, else its id. */
function settingName(row: SettingRow): string {
  const r = row as Record<string, unknown>;
  return typeof r.name === 'string' && r.name
    ? r.name
    : typeof r.slug === 'string' && r.slug
      ? r.slug
      : `#${String(r.id)}`;
}

export function SettingTable({ type }: SettingTableProps) {
  const [editing, setEditing] = useState<SettingRow | 'new' | null>(null);
  const invalidate = useInvalidate();
  const t = useT(catalog);
  const permission = `settings.${type}`;
  // One row of the type ('Service Type' / 'Aina ya huduma'): the pop-up titles, Add and the delete question
  // (as `item`, and lower-cased as `lower` for a language that writes it so mid-sentence).
  const title = t(`settings.item.${type}`);
  const close = () => setEditing(null);
  const saved = () => void invalidate(tableKey(settingsTableEndpoint(type)));

  const columns: TableHeader<SettingRow>[] = settingColumns(type, t).map((c) =>
    type === 'service_types' && typeof c === 'object' && c.key === 'name'
      ? { ...c, link: '/settings/pricing-packages?id={id}' }
      : c,
  );
  const actions: RowAction<SettingRow>[] = [
    { label: t('settings.table.edit'), permission, onClick: (row) => setEditing(row) },
    ...(type === 'service_types'
      ? [{ label: t('settings.table.pricingPlans'), to: '/settings/pricing-packages?id={id}' }]
      : []),
    {
      label: t('settings.table.delete'),
      permission,
      danger: true,
      confirm: true,
      action: deleteSettingAction(type),
      method: 'delete' as const,
      // Names what goes: 'Delete the service type Essay Writing?' (a notification message by its slug).
      confirmText: (r: SettingRow) =>
        t('settings.table.deleteConfirm', { item: title.toLowerCase(), name: settingName(r) }),
    },
  ];

  const row = editing !== null && editing !== 'new' ? editing : null;
  return (
    <div data-testid={`settings-${type}`}>
      <DataTable<SettingRow>
        endpoint={settingsTableEndpoint(type)}
        rowSchema={SETTING_ROWS[type]}
        columns={columns}
        actions={actions}
        paging="numbered"
        exportable
        dateRange="all"
        urlKey={false}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('settings.table.add', { item: title, lower: title.toLowerCase() })}
          </Button>
        }
      />
      <PopupFrame
        open={editing !== null}
        kind="modal"
        size={type === 'notification_messages' ? 'xl' : 'md'}
        title={t(row ? 'settings.table.editTitle' : 'settings.table.addTitle', {
          item: title,
          lower: title.toLowerCase(),
        })}
        onClose={close}
      >
        {type === 'notification_messages' ? (
          <NotificationMessageEditor
            id={row?.id ?? null}
            initialValues={row ? formValues(type, row) : undefined}
            onSaved={saved}
          />
        ) : (
          <AutoForm
            fields={settingFormFields(type, t)}
            schema={SETTING_SCHEMAS[type]}
            action={settingAction(type, row?.id)}
            method={row ? 'put' : 'post'}
            initialValues={row ? formValues(type, row) : undefined}
            submitLabel={t('settings.form.save')}
            onSuccess={saved}
          />
        )}
      </PopupFrame>
    </div>
  );
}
