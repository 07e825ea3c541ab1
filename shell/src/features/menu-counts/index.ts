/** What other features may use of menu-counts: the counts' cache key (to reload them) and the counts. */
export { MENU_COUNTS_KEY, useMenuCounts } from './menuCountsQuery.js';
