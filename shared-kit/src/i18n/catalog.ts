import en from './locales/en.json?lingui';
import { defineCatalog } from './i18n.js';

/** The kit's own texts (ids `kit.…`): tables, forms, pop-ups, date ranges, the phone input, dialogs. */
export const kitCatalog = defineCatalog<typeof import('./locales/en.json')>('kit', en, {
  sw: () => import('./locales/sw.json?lingui'),
});
