import en from './locales/en.json?lingui';
import { defineCatalog, type Translate } from '@scriptorium/shared-kit/core';

/**
 * The mf-settings remote's texts (ids `settings.…`): the settings tabs and their forms, pricing packages,
 * links, notification messages and releases. English is bundled; Swahili loads when chosen.
 * @see docs/architecture.md Languages
 */
export const catalog = defineCatalog<typeof import('./locales/en.json')>('settings', en, {
  sw: () => import('./locales/sw.json?lingui'),
});

/** An id of the settings catalogue (`settings.page.title`, …). */
export type SettingsKey = keyof typeof import('./locales/en.json') & string;
/** The settings catalogue's translate function (from `useT(catalog)`), for helpers that build texts per render. */
export type SettingsT = Translate<SettingsKey>;
