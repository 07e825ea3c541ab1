import type { RemoteModule } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS } from '@scriptorium/contracts/core';

/**
 * The mf_settings remote's routes (absolute patterns), default-exported as `./routes`. The settings tabs
 * check `settings.{type}` per tab; the other screens need their permission to open.
 * @see docs/architecture.md Composition at run time, docs/product.md §2 Routes (/settings, pricing packages, /links, view link)
 */
const remote: RemoteModule = {
  name: 'mf_settings',
  area: REMOTE_AREAS.mf_settings,
  routes: [
    {
      path: '/settings/pricing-packages',
      title: 'Pricing Plans',
      roles: ['admin'],
      permission: 'settings.service_types',
      lazy: () => import('./features/pricing-packages/PricingPackagesPage.js'),
    },
    { path: '/settings/*', title: 'Settings', roles: ['admin'], lazy: () => import('./features/settings-tabs/SettingsPage.js') },
    { path: '/links/view', title: 'View Link', roles: ['admin'], permission: 'links.menu.view_links', lazy: () => import('./features/links/LinkDetail.js') },
    { path: '/links', title: 'Links', roles: ['admin'], permission: 'links.menu.view_links', lazy: () => import('./features/links/LinksPage.js') },
  ],
};

export default remote;
