import { lazy, Suspense } from 'react';
import { Spin, Typography } from 'antd';
import { SETTING_TYPES, type SettingType } from '@scriptorium/contracts/core';
import { SETTING_LABELS } from '@scriptorium/contracts/settings';
import { RoutedTabs, type TabDef } from '@scriptorium/shared-kit/ui';
import { SettingTable } from './SettingTable.js';

/** The Releases tab's screen, loaded when it is opened (docs/deploying.md Releases). */
const ReleasesPanel = lazy(() => import('../releases/index.js').then((m) => ({ default: m.ReleasesPanel })));

/**
 * One tab per setting type (notification_messages included), each needing `settings.{type}`, then
 * Releases (`deploy.releases.manage`).
 */
export const SETTING_TABS: TabDef[] = [
  ...SETTING_TYPES.map((type) => ({ name: type, label: SETTING_LABELS[type], permission: `settings.${type}` })),
  { name: 'releases', label: 'Releases', permission: 'deploy.releases.manage' },
];

function tabContent(name: string) {
  if (isSettingType(name)) return <SettingTable key={name} type={name} />;
  if (name === 'releases')
    return (
      <Suspense fallback={<Spin />}>
        <ReleasesPanel />
      </Suspense>
    );
  return null;
}

function isSettingType(name: string): name is SettingType {
  return (SETTING_TYPES as readonly string[]).includes(name);
}

/**
 * `/settings` and `/settings/tab/{slug}`: the setting types the user may edit, one tab each, and the
 * releases of the remotes (`/settings/tab/releases`); `/settings` redirects to the first permitted tab,
 * and '403 Not Allowed' shows when there is none.
 * @see docs/product.md §2 (/settings: one tab per setting type the user may access, plus notification_messages)
 */
export default function SettingsPage() {
  return (
    <section data-testid="settings-page">
      <Typography.Title level={3}>Settings</Typography.Title>
      <RoutedTabs base="/settings" tabs={SETTING_TABS} render={tabContent} />
    </section>
  );
}
