/**
 * HTML first: a workspace's build renders its public first screens to static HTML, so the page
 * server can send a phone the sign-in form in the page itself, before any script has arrived.
 *
 * A workspace that has `src/fragments.tsx` gets, after its build, `dist/fragments/<name>.html` per
 * fragment and `dist/fragments.json` listing them (`{ fragments: { [urlPath]: 'fragments/<name>.html' } }`),
 * in English; and each in every other language, rendered with that language active, in
 * `dist/fragments/<locale>/<name>.html`, listed under `locales` ({@link FragmentList}).
 * The module default-exports a {@link FragmentSource}: per URL path, the element to render (the screen
 * inside the kit's theme provider and a memory router at that path). Each is rendered with React's static
 * rendering (`prerender` from `react-dom/static`, which waits for lazy parts), and antd's styles of what
 * it drew are extracted (`@ant-design/cssinjs`) into a `<style>` at its head: the fragment shows styled
 * with no script. The shell's own frames (the auth layout) are fragments too, with {@link SCREEN_SLOT}
 * where the screen goes; the API's static site composes the two (api/src/lib/page-fragments.ts).
 * Fragments deploy with their remote (they are in its dist); a build without them is served as before.
 * @see docs/architecture-html-first.md
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ReactElement } from 'react';
import type { Plugin } from 'vite';
import { linguiCatalogs } from './lingui-catalogs.js';

/** Where a frame fragment takes the screen's fragment. */
export const SCREEN_SLOT = '<!--scriptorium-screen-->';

/**
 * The shell frame a guest sees a route in, as the shell's `src/fragments.tsx` names its frames: `frame:auth`
 * (the auth layout) on the auth pages, `frame:guest:<path>` (the guest layout, whose breadcrumbs name the
 * page) on the other routes a guest may open; null for a route the shell renders or a guest may not open.
 * The page servers pick the same frame (api/src/lib/page-fragments.ts, federation/gateway-pages.ts).
 */
export function guestFrameOf(route: { path: string; owner: string; roles: readonly string[] }): string | null {
  if (route.owner === 'shell' || !route.roles.includes('guest')) return null;
  return route.roles.every((r) => r === 'guest') ? 'frame:auth' : `frame:guest:${route.path}`;
}

/** What a workspace's `src/fragments.tsx` default-exports: URL path (or a frame's name) → element. */
export type FragmentSource = Record<string, ReactElement>;

/**
 * `dist/fragments.json`: URL path (or frame name) → the fragment's file in dist. `fragments` is English
 * (`fragments/sh-auth.html`, as before languages: a page server of that time reads only it); `locales`
 * the other languages' (`{ sw: { '/sh-auth': 'fragments/sw/sh-auth.html' } }`). A page server serves a
 * language's fragment when its list names one, else the English one (a build from before languages).
 */
export interface FragmentList {
  fragments: Record<string, string>;
  locales?: Record<string, Record<string, string>>;
}

/**
 * The file in dist of `key`'s fragment in `locale`: English where it was before languages
 * (`fragments/sh-auth.html`), another language in a folder of its own (`fragments/sw/sh-auth.html`).
 */
export function fragmentPath(key: string, locale: string, defaultLocale = 'en'): string {
  return locale === defaultLocale
    ? `fragments/${fragmentFileName(key)}`
    : `fragments/${locale}/${fragmentFileName(key)}`;
}

/** The file name a fragment of `key` is written to: `/sh-auth` → `sh-auth.html`, `frame:auth` → `frame-auth.html`. */
export function fragmentFileName(key: string): string {
  return `${key.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-') || 'index'}.html`;
}

/**
 * The HTML of `element` rendered statically, antd's styles of it first in a `<style>`. React's own
 * markers of Suspense boundaries (`<!--$-->`) stay: they are comments.
 */
export async function renderFragment(element: ReactElement): Promise<string> {
  // Loaded here, not at the top: a Vite config importing this file must not load React's server build.
  const [{ createElement }, { prerender }, cssinjs] = await Promise.all([
    import('react'),
    import('react-dom/static'),
    import('@ant-design/cssinjs'),
  ]);
  const cache = cssinjs.createCache();
  const { prelude } = await prerender(createElement(cssinjs.StyleProvider, { cache }, element));
  const html = await new Response(prelude).text();
  const styles = await usedStyles(cssinjs.extractStyle(cache, { plain: true }), html);
  return `${styles ? `<style>${styles}</style>` : ''}${inert(html)}`;
}

/**
 * The rules of `css` that can match `html` (PurgeCSS): cssinjs extracts every rule of each component it
 * drew — all sizes, variants and states — 155 KB for a 4 KB sign-in form. The page needs only those its
 * HTML can show before the app takes over; the app brings antd's full static CSS with it. Keyframes,
 * font faces and the CSS variables the kept rules use stay. Selectors of states (`:hover`, `:focus`, `[disabled]`) stay when the
 * element they qualify is in the HTML.
 */
export async function usedStyles(css: string, html: string): Promise<string> {
  if (!css) return css;
  const { PurgeCSS } = await import('purgecss');
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: [{ raw: css }],
    safelist: { standard: ['html', 'body', ':root'] },
    variables: true,
  });
  return result?.css ?? css;
}

/**
 * `html` that cannot act on its own before the app takes over: its buttons are disabled and marked
 * `data-awaits-app` — the page server's early script enables them and keeps the first action for the app
 * (api/src/lib/html-first-script.ts); where that script does not run, a press does nothing and a disabled
 * submit button keeps Enter from submitting. A form that is submitted anyway posts (never a GET that would
 * put a password in the URL; the page server answers a post to a page with the page). Fields stay enabled:
 * what is typed moves into the app (shell features/html-first). Its `data-testid`s go: the app's frame
 * renders (hidden) beside it while the screen's code still loads, and a test hook must name the app's
 * element alone.
 */
export function inert(html: string): string {
  return html
    .replace(/<form(?![^>]*\smethod=)/g, '<form method="post"')
    .replace(/<button(?![^>]*\sdisabled)/g, '<button disabled="" data-awaits-app=""')
    .replace(/(<[a-zA-Z][^>]*?)\sdata-testid="[^"]*"/g, '$1');
}

/** What the prerender takes from the kit (`@scriptorium/shared-kit/core`) and contracts, loaded through the fragments' SSR server. */
export interface FragmentLanguages {
  /** Every language, English (the default) first: `['en', 'sw']`. */
  locales: readonly string[];
  defaultLocale: string;
  /** The kit's `changeLocale`: loads every catalogue defined so far in `locale` and activates it. */
  changeLocale: (locale: never) => Promise<void>;
}

/**
 * Renders every fragment of `source` once per language, with that language active while it renders
 * (the page's one Lingui instance, so `useT` gives its texts), writing each to `outDir` and the list to
 * `outDir/fragments.json` ({@link FragmentList}). English first: its render loads the screens' lazy
 * parts, whose catalogues then load with the next language's switch (a catalogue defined during a
 * Swahili render would show its ids). Ends with English active again.
 */
export async function writeFragments(
  outDir: string,
  source: FragmentSource,
  { locales, defaultLocale, changeLocale }: FragmentLanguages,
): Promise<FragmentList> {
  const list: FragmentList = { fragments: {}, locales: {} };
  const ordered = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  try {
    for (const locale of ordered) {
      await changeLocale(locale as never);
      const files: Record<string, string> = {};
      mkdirSync(join(outDir, locale === defaultLocale ? 'fragments' : `fragments/${locale}`), { recursive: true });
      for (const [key, element] of Object.entries(source)) {
        const file = fragmentPath(key, locale, defaultLocale);
        writeFileSync(join(outDir, file), await renderFragment(element));
        files[key] = file;
      }
      if (locale === defaultLocale) list.fragments = files;
      else list.locales![locale] = files;
    }
  } finally {
    await changeLocale(defaultLocale as never);
  }
  writeFileSync(join(outDir, 'fragments.json'), JSON.stringify(list, null, 2));
  return list;
}

/**
 * The Vite plugin: after a build of a workspace with `src/fragments.tsx`, loads it through Vite's SSR
 * (same aliases, JSX) and writes each fragment in each language and the list into `dist`
 * ({@link writeFragments}); the kit's `changeLocale` is loaded through the same server, so it switches
 * the one Lingui instance the screens translate with. A fragment that fails to render fails the build: a
 * broken screen should not ship quietly.
 */
export function prerenderedFragments(dir: string): Plugin {
  const source = join(dir, 'src', 'fragments.tsx');
  let outDir = join(dir, 'dist');
  return {
    name: 'scriptorium:prerendered-fragments',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!existsSync(source)) return;
      const { createServer } = await import('vite');
      const server = await createServer({
        root: dir,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [linguiCatalogs()],
        server: { middlewareMode: true, hmr: false, ws: false },
        // antd and its icons load as Node packages (their CommonJS builds), one copy with this file's.
        ssr: { external: ['antd', '@ant-design/icons', '@ant-design/cssinjs', 'react', 'react-dom'] },
      });
      try {
        const mod = (await server.ssrLoadModule(source)) as { default: FragmentSource };
        const kit = (await server.ssrLoadModule('@scriptorium/shared-kit/core')) as Pick<
          FragmentLanguages,
          'changeLocale'
        > & { localeStore: { getInitialState(): { locale: string } } };
        const { LOCALES, DEFAULT_LOCALE } = (await server.ssrLoadModule('@scriptorium/contracts/core')) as {
          LOCALES: readonly string[];
          DEFAULT_LOCALE: string;
        };
        await writeFragments(outDir, mod.default, {
          locales: LOCALES,
          defaultLocale: DEFAULT_LOCALE,
          changeLocale: async (locale) => {
            await kit.changeLocale(locale);
            // React's server rendering reads a zustand store through its server snapshot, which is the
            // store's *initial* state: `useLocale()` (the language switch's pressed language) would say
            // English in every language's render. This process only prerenders, so its initial state
            // follows the switch too. A kit whose `useLocale` reads the current state on the server
            // makes this a no-op.
            kit.localeStore.getInitialState().locale = locale;
          },
        });
      } finally {
        await server.close();
      }
    },
  };
}
