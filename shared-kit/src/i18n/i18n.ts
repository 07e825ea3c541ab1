import { setupI18n, type Messages } from '@lingui/core';
import { use, useMemo, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  LOCALE_COOKIE,
  pickLocale,
  toLocale,
  type Locale,
} from '@scriptorium/contracts/core';

/**
 * The one Lingui instance of the page (the kit is a federation singleton, so the shell and every remote
 * share it): every workspace's catalogue loads into it, each under ids of its own prefix
 * (`shell.…`, `auth.…`, `orders.…`, `kit.…`).
 * @see docs/architecture.md Languages
 */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** Values an ICU message's placeholders take (`{count}`, `{name}`). */
export type MessageValues = Record<string, unknown>;

/** A catalogue's translate function: the text of `id` in the current language, its placeholders filled. */
export type Translate<Key extends string> = (id: Key, values?: MessageValues) => string;

/** A Swahili (or other) catalogue's compiled module, loaded on demand (`() => import('./locales/sw.json?lingui')`). */
type CatalogueLoader = () => Promise<{ default: Messages }>;

/**
 * One workspace's texts in every language: English bundled with its code, the others loaded when chosen.
 * `Key` is the ids of its English file (`defineCatalog<typeof import('./locales/en.json')>`), so an unknown
 * id fails `tsc`.
 */
export interface Catalog<Key extends string = string> {
  readonly name: string;
  /** Loads this catalogue's messages in `locale` into {@link i18n} (once). Never rejects: on failure, English. */
  load(locale: Locale): Promise<void>;
  /** Whether {@link Catalog.load} has finished for `locale`. */
  isLoaded(locale: Locale): boolean;
  /** The text of `id` in the current language, outside React (a toast, a column title built per render). */
  t: Translate<Key>;
}

const catalogs = new Set<Catalog>();

/**
 * Declares a workspace's catalogue: `en` is the compiled English module (a static import), `others`
 * loads each other language's compiled module (whose missing ids are English already: federation/lingui-catalogs.ts).
 * @example
 * import en from './locales/en.json?lingui';
 * export const catalog = defineCatalog<typeof import('./locales/en.json')>('orders', en, {
 *   sw: () => import('./locales/sw.json?lingui'),
 * });
 */
export function defineCatalog<Source extends Record<string, string>>(
  name: string,
  en: Messages,
  others: Record<Exclude<Locale, 'en'>, CatalogueLoader>,
): Catalog<keyof Source & string> {
  i18n.load(DEFAULT_LOCALE, en);
  const done = new Set<Locale>([DEFAULT_LOCALE]);
  const pending = new Map<Locale, Promise<void>>();
  const catalog: Catalog<keyof Source & string> = {
    name,
    isLoaded: (locale) => done.has(locale),
    load(locale) {
      if (done.has(locale)) return Promise.resolve();
      let promise = pending.get(locale);
      if (!promise) {
        promise = others[locale as Exclude<Locale, 'en'>]()
          .then((mod) => i18n.load(locale, mod.default))
          .catch((error: unknown) => {
            // The page stays usable in English for this catalogue's texts rather than showing ids.
            console.error(`The ${name} texts in ${locale} did not load; showing them in English`, error);
            i18n.load(locale, en);
          })
          .then(() => {
            done.add(locale);
          });
        pending.set(locale, promise);
      }
      return promise;
    },
    t: (id, values) => i18n._(id, values),
  };
  catalogs.add(catalog as Catalog);
  // A catalogue defined after the page switched language (a remote loaded later) fetches its texts now.
  const current = localeStore.getState().locale;
  if (current !== DEFAULT_LOCALE) void catalog.load(current);
  return catalog;
}

/** Loads every catalogue defined so far in `locale` (the shell's screens await this before they render). */
export function loadCatalogs(locale: Locale = localeStore.getState().locale): Promise<void> {
  return Promise.all([...catalogs].map((catalog) => catalog.load(locale))).then(() => undefined);
}

function readCookie(): string | null {
  const match = globalThis.document?.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * The language to start in, before anyone is known to be signed in: the `lang` cookie (the switch's
 * choice on this browser; the page server sent the HTML in it), else the browser's languages, else English.
 * The signed-in person's saved language overrides it once their user is known ({@link applyUserLocale}).
 */
export function initialLocale(): Locale {
  return pickLocale(readCookie(), globalThis.navigator?.languages ?? globalThis.navigator?.language);
}

/**
 * The current language; components read it with {@link useLocale}. It starts in English, as {@link i18n}
 * does; the shell's bootstrap switches to {@link initialLocale} (awaiting its catalogues) before it renders.
 */
export const localeStore = create<{ locale: Locale }>(() => ({ locale: DEFAULT_LOCALE }));

/**
 * Switches the page to `next`: loads every catalogue's texts in it, then re-renders every translated
 * component, sets `<html lang>` and the `lang` cookie (so the next HTML page arrives in it). Saving it
 * on the signed-in person's profile is the caller's (`POST /api/auth/locale`).
 */
export async function changeLocale(next: Locale): Promise<void> {
  await loadCatalogs(next);
  i18n.activate(next);
  if (globalThis.document) {
    document.documentElement.lang = next;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
  }
  localeStore.setState({ locale: next });
}

/** The signed-in person's saved language (`user.locale`), when it differs from the page's, becomes the page's. */
export function applyUserLocale(user: { locale?: string | null } | null | undefined): Promise<void> {
  const saved = toLocale(user?.locale);
  return saved && saved !== localeStore.getState().locale ? changeLocale(saved) : Promise.resolve();
}

/** The current language, re-rendering on a switch. */
export function useLocale(): Locale {
  // The current state on the server too (zustand's hook gives server rendering the initial state), so the
  // build-time prerender of each language renders in it.
  return useSyncExternalStore(localeStore.subscribe, currentLocale, currentLocale);
}

const currentLocale = () => localeStore.getState().locale;

/** The BCP 47 tag `Intl` formats the current language with (`en-US`, `sw-KE`). */
export function intlLocale(locale: Locale = localeStore.getState().locale): string {
  return INTL_LOCALES[locale];
}

/**
 * The translate function of `catalog` in the current language; re-renders on a switch. Suspends (React
 * `use`) while the catalogue's texts in that language load, which the shell does before a screen renders,
 * so in practice only a remote loaded mid-switch waits here.
 */
export function useT<Key extends string>(catalog: Catalog<Key>): Translate<Key> {
  const locale = useLocale();
  if (!catalog.isLoaded(locale)) use(catalog.load(locale));
  // A new function per language, so memoised children that take it re-render on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale` is the point: see above
  return useMemo<Translate<Key>>(() => (id, values) => i18n._(id, values), [locale]);
}
