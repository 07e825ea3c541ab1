import { NavMenu, type NavMenuProps } from '@scriptorium/shared-kit/ui';
import { useMenuCounts } from './menuCountsQuery.js';

/** The kit's NavMenu with the badge counts of the query cache (rendered inside the layout's DataProvider). */
export function CountedNavMenu(props: Omit<NavMenuProps, 'counts'>) {
  return <NavMenu {...props} counts={useMenuCounts()} />;
}
