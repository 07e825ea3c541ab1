import { lazy, Suspense, useMemo } from 'react';
import { Spin, Typography } from 'antd';
import { SETTING_TYPES, type SettingType } from '@scriptorium/contracts/core';
import { useT } from '@scriptorium/shared-kit/core';
import { RoutedTabs, type TabDef } from '@scriptorium/shared-kit/ui';
import { catalog, type SettingsT } from '../../i18n/catalog.js';
import { SettingTable } from './SettingTable.js';

/** The Releases tab's screen, loaded when it is opened (docs/deploying.md Releases). */
const ReleasesPanel = lazy(() => import('../releases/index.js').then((m) => ({ default: m.ReleasesPanel })));

/**
 * One tab per setting type (notification_messages included), each needing `settings.{type}`, then
 * Releases (`deploy.releases.manage`), titled in the current language by `t` ('Service Types' /
 * 'Aina za huduma').
 */
export function settingTabs(t: SettingsT): TabDef[] {
  return [
    ...SETTING_TYPES.map((type) => ({
      name: type,
      label: t(`settings.type.${type}`),
      permission: `settings.${type}`,
    })),
    { name: 'releases', label: t('settings.tabs.releases'), permission: 'deploy.releases.manage' },
  ];
}

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
  const t = useT(catalog);
  const tabs = useMemo(() => settingTabs(t), [t]);
  return (
    <section data-testid="settings-page">
      <Typography.Title level={3}>{t('settings.page.title')}</Typography.Title>
      <RoutedTabs base="/settings" tabs={tabs} render={tabContent} />
    </section>
  );
}
