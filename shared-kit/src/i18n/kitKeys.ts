import type { Translate } from './i18n.js';

/** The ids of the kit's catalogue (`kit.…`), from its English file. */
export type KitKey = keyof typeof import('./locales/en.json') & string;

/** The kit catalogue's translate function (`useT(kitCatalog)`, `kitCatalog.t`). */
export type KitT = Translate<KitKey>;
