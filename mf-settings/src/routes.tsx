import type { RemoteModule, ScreenMap } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS, routeListOf } from '@scriptorium/contracts/core';

/**
 * The mf_settings remote's screens by route id. Paths, roles, permissions and titles are the route
 * table's (contracts/src/routes.ts): the settings tabs check `settings.{type}` per tab, the other
 * screens need their permission to open.
 */
const screens: ScreenMap<'mf_settings'> = {
  'settings.pricing-packages': () => import('./features/pricing-packages/PricingPackagesPage.js'),
  'settings.tabs': () => import('./features/settings-tabs/SettingsPage.js'),
  'links.view': () => import('./features/links/LinkDetail.js'),
  'links.list': () => import('./features/links/LinksPage.js'),
};

/**
 * The mf_settings remote, default-exported as `./routes`: its screens, and the same as a route list for
 * shells older than screen maps. @see docs/architecture.md Composition at run time (route ownership), docs/product.md §2 Routes
 */
const remote: RemoteModule = {
  name: 'mf_settings',
  area: REMOTE_AREAS.mf_settings,
  screens,
  routes: routeListOf('mf_settings', screens),
};

export default remote;
