/**
 * antd, one component at a time. A shared module cannot be tree-shaken: sharing `antd` whole makes the first page download all of it
 * (~450 KB gzip). Each `antd/es/<dir>` entry is its own singleton instead. The shell provides every
 * one of them (registered at start, see `antdComponentShares`; `loaded-first` keeps the first); built
 * remotes only consume them, so all antd code on a page comes from one build — one ConfigProvider
 * context, one theme.
 * @see docs/architecture.md Composition at run time
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { ownSource, parseModule, sourceFiles } from './sources.js';
import { installedVersion } from './workspace.js';

/** A module of antd's ES build (`…/node_modules/antd/es/…`), the one the app bundles. */
export const ANTD_ES_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;

/** antd export name → its folder under `antd/es` (read from antd's own `es/index.js`). */
export function antdComponentDirs(workspaceDir: string): Map<string, string> {
  const require = createRequire(join(workspaceDir, 'package.json'));
  const esIndex = join(dirname(require.resolve('antd/package.json')), 'es', 'index.js');
  const map = new Map<string, string>();
  for (const m of readFileSync(esIndex, 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)) {
    map.set(m[1], m[2]);
  }
  if (map.size < 50) throw new Error(`Could not read antd's component list from ${esIndex}`);
  return map;
}

/** The static `import … from 'antd'` statements of a source file. */
function antdImports(file: string, code: string) {
  return parseModule(file, code).staticImports.filter((i) => i.moduleRequest.value === 'antd');
}

/** The antd folders (`button`, `form`, …) whose components the sources under `dir` import as values. */
export function antdDirsUsedIn(dir: string, dirs: Map<string, string>): Set<string> {
  const used = new Set<string>();
  for (const { file, code } of sourceFiles(dir)) {
    if (!code.includes('antd')) continue;
    for (const imp of antdImports(file, code))
      for (const e of imp.entries)
        if (!e.isType && e.importName.name && dirs.has(e.importName.name)) used.add(dirs.get(e.importName.name) ?? '');
  }
  return used;
}

/**
 * The share key of @ant-design/icons' icon component (`AntdIconLight`: what every icon module renders,
 * with the icon context and the style injection, ~2.9 KB gzip). The icons themselves are small and stay
 * in each build; their common component is the shell's, so a remote's screen does not download a second
 * copy and every icon reads the shell's icon context.
 */
export const ANTD_ICON_SHARE = '@ant-design/icons/es/components/AntdIconLight';

/**
 * In a remote's build: each icon module's import of its component (`../components/AntdIconLight`) goes
 * to {@link ANTD_ICON_SHARE}, which the shell provides. (The federation plugin leaves imports inside one
 * package alone, so the icon modules import it through this small module of ours.)
 */
export function sharedIconComponent(): Plugin {
  const proxy = '\0scriptorium:antd-icon-component';
  return {
    name: 'scriptorium:shared-icon-component',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === proxy) return proxy;
      if (
        source === '../components/AntdIconLight' &&
        importer &&
        /@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/.test(importer)
      )
        return proxy;
      return null;
    },
    load(id) {
      return id === proxy ? `export { default } from '${ANTD_ICON_SHARE}';\n` : null;
    },
  };
}

/** The module the shell registers antd's components from (see `antdComponentShares`). */
export const ANTD_COMPONENTS_MODULE = 'virtual:scriptorium/antd-components';

/**
 * The shell provides antd's components to the remotes at run time (`provideAntdComponents` in
 * shell/src/features/remotes/antdShares.ts registers them with the federation runtime), not
 * through the plugin's `shared` config. Why: the plugin writes ~70 provider entries, each with its own
 * loader chunk, into start-up modules every page downloads (~4 KB gzip; module-federation/vite #1265,
 * #1241: host-provided shares are emitted as start-up assets and preloaded); worse, it maps an import of a
 * share's entry file to the share and, in a host, loads that share at start — and Vite sometimes hands
 * it the resolved file, so which components the shell loaded at start (Drawer, Menu, Badge…, up to
 * ~20 KB gzip) changed from build to build.
 * This virtual module lists them: `components` maps each share key (`antd/es/button`) to a loader of
 * the very file the shell's own code imports (`antd/es/button/index.js`) — one module, one antd.
 */
export function antdComponentShares(workspaceDir: string): Plugin {
  const resolved = '\0' + ANTD_COMPONENTS_MODULE;
  return {
    name: 'scriptorium:antd-component-shares',
    resolveId(id) {
      return id === ANTD_COMPONENTS_MODULE ? resolved : null;
    },
    load(id) {
      if (id !== resolved) return null;
      const dirs = [...new Set(antdComponentDirs(workspaceDir).values())].sort();
      // The same specifier as the shell's own imports (see `antdPerComponentImports`), so the build and
      // the dev server's dependency optimizer resolve both to one module.
      const loaders = dirs.map(
        (dir) => `  ${JSON.stringify(`antd/es/${dir}`)}: () => import(${JSON.stringify(`antd/es/${dir}/index.js`)}),`,
      );
      return [
        `export const version = ${JSON.stringify(installedVersion(workspaceDir, 'antd'))};`,
        'export const components = {',
        ...loaders,
        '};',
        `export const iconComponent = { key: ${JSON.stringify(ANTD_ICON_SHARE)}, version: ${JSON.stringify(installedVersion(workspaceDir, '@ant-design/icons'))}, load: () => import(${JSON.stringify(ANTD_ICON_SHARE)}) };`,
        '',
      ].join('\n');
    },
  };
}

/**
 * Rewrites value imports from `'antd'` into per-component default imports from `target(dir)`.
 * Types (with or without `type`) stay on an `import type` from `'antd'` (erased later).
 * Namespace/default imports of `antd` are left alone, with a warning. Replacements keep the line
 * count, so source maps stay line-accurate.
 * - In a remote, `target` is the share key `antd/es/<dir>`: the component comes from the shell.
 * - In the shell, `target` is the file `antd/es/<dir>/index.js`: the same module the shell's share of
 *   `antd/es/<dir>` provides, imported directly so the shell loads a component only when a screen that
 *   renders it loads (the federation runtime loads every *shared* import of a container at start).
 */
export function antdPerComponentImports(
  dirs: Map<string, string>,
  target: (dir: string, importer: string) => string,
): Plugin {
  return {
    name: 'scriptorium:antd-per-component-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = ownSource(id, code, 'antd');
      if (!file) return null;
      const imports = antdImports(file, code).sort((a, b) => b.start - a.start);
      let out = code;
      for (const imp of imports) {
        const entries = imp.entries;
        if (entries.some((e) => e.importName.kind !== 'Name')) {
          this.warn(`${file}: a default/namespace import of antd loads all of antd, outside the per-component shares`);
          continue;
        }
        const statements: string[] = [];
        const types: string[] = [];
        for (const e of entries) {
          const name = e.importName.name ?? '';
          const local = e.localName.value;
          if (e.isType) {
            types.push(name === local ? name : `${name} as ${local}`);
            continue;
          }
          const dir = dirs.get(name);
          // Not a component: a type imported without `type` (values outside this map do not exist).
          if (!dir) {
            types.push(name === local ? name : `${name} as ${local}`);
            continue;
          }
          statements.push(`import ${local} from '${target(dir, file)}';`);
        }
        if (types.length) statements.push(`import type { ${types.join(', ')} } from 'antd';`);
        if (statements.length === 0) continue;
        const original = code.slice(imp.start, imp.end);
        const newlines = '\n'.repeat((original.match(/\n/g) ?? []).length);
        out = out.slice(0, imp.start) + statements.join(' ') + newlines + out.slice(imp.end).replace(/^;/, '');
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The antd modules every page of the shell loads at start, as ONE chunk of the shell's build:
 * ConfigProvider (KitProvider), Button, Spin, Tooltip (form labels, menus) and, through them, the theme and CSS-in-JS runtime — each is matched by
 * its `index.js` and its dependencies join the chunk — plus the helpers most components share: antd's
 * `_util`, the theme internals, the base styles and the rc-component basics (util, motion,
 * resize-observer, portal, trigger). Left to the automatic split they are ~80 small chunks, and
 * per-file gzip plus the import/export glue between them cost ~30 KB on the sign-in page. Matching
 * whole folders of components instead (message/, modal/, empty/, …) put parts no page runs at start
 * (their static APIs, Empty) into every page (~6 KB gzip). Components that only some screens render
 * (Form, Input, Table, Menu, …) keep their own chunks, loaded by the screens that use them. Not `App`:
 * its message, notification and modal holders come with the kit's feedback host, loaded when first
 * needed (shared-kit feedback/FeedbackSlot.tsx); in this chunk they were 20 KB gzip of JavaScript and
 * half of its CSS on every first screen (docs/architecture-html-first.md "What a first screen does not load").
 */
export const ANTD_CORE = new RegExp(
  [
    String.raw`node_modules[\\/](`,
    String.raw`antd[\\/]es[\\/]((config-provider|button|spin|tooltip)[\\/]index\.js|_util[\\/]|`,
    String.raw`theme[\\/](internal|util|themes[\\/](default|shared|seed))([\\/]|\.js)|style[\\/](index|placementArrow|roundedArrow)\.js)|`,
    String.raw`@rc-component[\\/](util|motion|resize-observer|portal|trigger)[\\/]`,
    ')',
  ].join(''),
);

/**
 * The components most screens render (Input, Row/Col (and `antd/es/row`, `antd/es/col`, which re-export
 * the grid's), Space, Divider, Alert, with what they import beyond `antd-core`), as ONE chunk of the
 * shell's build; Form, with `@rc-component/form` and its validators, as another ({@link ANTD_FORM}).
 * Split automatically they were ~19 chunks (useForm, grid, useBreakpoint, Addon, TextArea, …) on
 * the sign-in page: on a phone each request waits its own 150 ms on one of six connections. Measured on
 * Slow 4G (median of 3, `npm run bench -- --only phone`): `/sh-auth` 2.72 → 2.48 s and 349.0 → 340.0 KB gzip (47 → 29 JS
 * requests), guest `/orders/new` 4.30 → 3.93 s.
 */
export const ANTD_INPUT = /node_modules[\\/]antd[\\/]es[\\/](input|grid|row|col|space|divider|alert)[\\/]index\.js$/;

/**
 * Form, as ONE chunk with what it imports beyond {@link ANTD_INPUT}: the forms (sign-in, the order form,
 * the kit's auto-generated forms) load it, a screen of cards or tables does not. Apart from Input's chunk
 * since `@rc-component/form` left `antd-core` (federation/antd-direct-imports.ts): together, a client's
 * `/orders` loaded ~15 KB brotli of form code it never ran.
 */
export const ANTD_FORM = /node_modules[\\/]antd[\\/]es[\\/]form[\\/]index\.js$/;

/**
 * The antd components nearly every screen but the sign-in page renders at once — Typography and Empty
 * (Select's "no data") — plus antd's motion styles, `@rc-component/overflow` and the icons antd's own
 * components draw (Select shares them with Menu, Dropdown and Tabs: left to a later group they made the
 * guest's Select import that group's chunk), with what they import beyond `antd-core` and `antd-input`,
 * as ONE chunk of the shell's build. Split automatically they were ~10 chunks of 1.4–10 KB.
 */
export const ANTD_PAGE =
  /node_modules[\\/](antd[\\/]es[\\/]((typography|empty)[\\/]index\.js$|style[\\/]motion[\\/])|@rc-component[\\/]overflow[\\/]|@ant-design[\\/]icons[\\/]es[\\/]icons[\\/](Down|Ellipsis|Left|Right|Bars|Plus)Outlined\.js$)/;

/**
 * Select and Checkbox, each as ONE chunk with what it imports beyond the groups above. Split
 * automatically, Select was five chunks (its wrapper, `useShowArrow` with rc-select, the virtual list,
 * `useIcons`, `usePopupRender`) and Checkbox three (its styles and `useBubbleLock` apart): eight of the
 * guest order form's ~60 requests, each a `modulepreload` the page's parser issues before the form
 * paints. Apart from each other: a screen with a check box and no select (confirming a completed order)
 * does not take the select's ~20 KB.
 */
export const ANTD_SELECT = /node_modules[\\/]antd[\\/]es[\\/]select[\\/]index\.js$/;
/** Checkbox as one chunk: see {@link ANTD_SELECT}. */
export const ANTD_CHECKBOX = /node_modules[\\/]antd[\\/]es[\\/]checkbox[\\/]index\.js$/;

/**
 * The antd components of the breadcrumbs every in-app page shows, a guest's too — Breadcrumb and the
 * Dropdown and Menu it imports (for breadcrumb menus, which we do not use) —, as ONE chunk.
 */
export const ANTD_NAV = /node_modules[\\/]antd[\\/]es[\\/](menu|dropdown|breadcrumb)[\\/]index\.js$/;

/**
 * The antd components only the signed-in frame and its screens render — Layout, Avatar, Badge, Popover,
 * Tag, Flex, and Card (which imports Tabs) and Modal —, as ONE chunk. Card and Modal were in
 * {@link ANTD_PAGE}: the guest's order form, which draws its panels in plain elements and loads its Modal
 * when a guest submits, carried ~30 KB gzip of them it never ran (449 → 420 KB; its budget is 450 KB in
 * both languages). Here rather than a chunk of their own, which cost signed-in screens a request and a
 * style sheet more (a client's cold `/orders` on Slow 4G 3750 → 4360 ms, docs/benchmarks.md). Kept apart from {@link ANTD_NAV}, which a guest's order form needs too:
 * together they put ~10 KB gzip a guest never runs before the form (its budget: guest `/orders/new` ≤ 450 KB gzip).
 * Grouped rather than split automatically: client `/orders`, admin `/orders/quotes` and writer
 * `/writer/orders/active` each ~0.3 s sooner on Slow 4G (~20 fewer requests).
 */
export const ANTD_SIGNED_IN =
  /node_modules[\\/]antd[\\/]es[\\/](layout|avatar|badge|popover|tag|flex|card|tabs|modal)[\\/]index\.js$/;
