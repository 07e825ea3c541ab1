import en from './locales/en.json?lingui';
import { defineCatalog } from './i18n.js';
import { loadAntdLocale } from './antdLocale.js';

/**
 * The kit's own texts (ids `kit.…`): tables, forms, pop-ups, date ranges, the phone input, dialogs.
 * Its Swahili loads antd's Swahili texts with it (./antd-sw.ts), so KitProvider has them on the switch.
 */
export const kitCatalog = defineCatalog<typeof import('./locales/en.json')>('kit', en, {
  sw: () => Promise.all([import('./locales/sw.json?lingui'), loadAntdLocale()]).then(([messages]) => messages),
});
