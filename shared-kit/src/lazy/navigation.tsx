/**
 * Lazy versions of the navigation components: Breadcrumbs, Menu, Badge
 * and Tabs load with the first layout or screen that renders them, not with the sign-in page.
 * @see docs/product.md §2 (Breadcrumbs, Tabs, menus)
 */
import type { BreadcrumbsProps } from '../navigation/Breadcrumbs.js';
import type { NavMenuProps } from '../navigation/NavMenu.js';
import type { RoutedTabsProps } from '../tabs/RoutedTabs.js';
import { lazyComponent } from './lazyComponent.js';
import { Placeholder } from './Placeholder.js';

/** {@link import('../navigation/Breadcrumbs.js').Breadcrumbs} loaded on first render. */
export const Breadcrumbs = lazyComponent<BreadcrumbsProps>(
  'Breadcrumbs',
  () => import('../navigation/Breadcrumbs.js').then((m) => m.Breadcrumbs),
  () => <div style={{ height: 22 }} />,
);

/** {@link import('../navigation/NavMenu.js').NavMenu} loaded on first render. */
export const NavMenu = lazyComponent<NavMenuProps>('NavMenu', () =>
  import('../navigation/NavMenu.js').then((m) => m.NavMenu),
);

/** {@link import('../tabs/RoutedTabs.js').RoutedTabs} loaded on first render. */
export const RoutedTabs = lazyComponent<RoutedTabsProps>(
  'RoutedTabs',
  () => import('../tabs/RoutedTabs.js').then((m) => m.RoutedTabs),
  () => <Placeholder rows={3} />,
);
