import en from './locales/en.json?lingui';
import { defineCatalog } from '@scriptorium/shared-kit/core';

/** The shell's texts (ids `shell.…`): layouts, menus, route titles, status pages, drop-downs, the dashboard. */
export const catalog = defineCatalog<typeof import('./locales/en.json')>('shell', en, {
  sw: () => import('./locales/sw.json?lingui'),
});
