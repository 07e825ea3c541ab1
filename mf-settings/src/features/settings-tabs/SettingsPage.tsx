import { Typography } from 'antd';
import { SETTING_TYPES, type SettingType } from '@scriptorium/contracts/core';
import { SETTING_LABELS } from '@scriptorium/contracts/settings';
import { RoutedTabs, type TabDef } from '@scriptorium/shared-kit/ui';
import { SettingTable } from './SettingTable.js';

/** One tab per setting type (notification_messages included), each needing `settings.{type}`. */
export const SETTING_TABS: TabDef[] = SETTING_TYPES.map((type) => ({ name: type, label: SETTING_LABELS[type], permission: `settings.${type}` }));

function isSettingType(name: string): name is SettingType {
  return (SETTING_TYPES as readonly string[]).includes(name);
}

/**
 * `/settings` and `/settings/tab/{slug}`: the setting types the user may edit, one tab each; `/settings`
 * redirects to the first permitted tab, and '403 Not Allowed' shows when there is none.
 * @see docs/product.md §2 (/settings: one tab per setting type the user may access, plus notification_messages)
 */
export default function SettingsPage() {
  return (
    <section data-testid="settings-page">
      <Typography.Title level={3}>Settings</Typography.Title>
      <RoutedTabs base="/settings" tabs={SETTING_TABS} render={(name) => (isSettingType(name) ? <SettingTable key={name} type={name} /> : null)} />
    </section>
  );
}
