/**
 * The one place the Module Federation build setup of the shell and the five remotes lives.
 * Build config, not app code: each workspace's `vite.config.ts` imports it by relative path.
 *
 * - Shared singletons (ARCHITECTURE.md "Composition at run time"): one React, one router, one antd
 *   theme, one user store (and the kit's one socket store). `requiredVersion` is read from the
 *   workspace's package.json. socket.io-client is not shared: only the shell creates the socket (into
 *   the kit's socketStore, which remotes use through `useChannel`), so the library stays in the shell's
 *   own chunks and loads when the socket is made — shared, the runtime would fetch it at start because
 *   the kit's package.json depends on it (13 KB gzip on the sign-in page).
 * - react-router-dom is shared without its server-only exports (see `routerBarrel`).
 * - The shell's build puts the antd parts every page loads at start into one chunk (`ANTD_CORE`).
 * - antd is shared one component at a time (`antd/es/button`, …) so a page downloads only the parts
 *   it renders; every build rewrites `import { Button } from 'antd'` accordingly.
 * - The shell is a host with no build-time remotes; it registers them at run time from `/remotes.json`.
 * - A remote exposes `./routes` from `remoteEntry.js` and is built with `base: './'`, so its folder can
 *   be moved (the entry URL in `/remotes.json` decides where its chunks load from).
 * @see ARCHITECTURE.md Composition at run time
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { federation } from '@module-federation/vite';
import { parseSync, type Plugin, type PluginOption, type UserConfig } from 'vite';

/** Packages every container shares as singletons (antd as its per-component entries). */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'zustand',
  '@scriptorium/shared-kit',
  '@scriptorium/contracts',
] as const;

/** Singletons every remote consumes even without importing them (JSX compiles to react/jsx-runtime). */
const ALWAYS_CONSUMED = new Set(['react', 'react-dom']);

/** Workspace packages (TypeScript sources) among the singletons. */
const WORKSPACE_PACKAGES = new Set(['@scriptorium/shared-kit', '@scriptorium/contracts']);

/** Dev-server port of each workspace (`npm run dev -w <workspace>`). */
export const DEV_PORTS = {
  shell: 5100,
  'mf-auth': 5101,
  'mf-orders': 5102,
  'mf-users': 5103,
  'mf-payments': 5104,
  'mf-settings': 5105,
} as const;
export type Workspace = keyof typeof DEV_PORTS;

// ---------------------------------------------------------------------------------------------------
// antd, one component at a time.
// A shared module cannot be tree-shaken: sharing `antd` whole makes the first page download all of it
// (~450 KB gzip). Each `antd/es/<dir>` entry is its own singleton instead. The shell provides every
// one of them (registered first, and `loaded-first` keeps the first); built remotes only consume them,
// so all antd code on a page comes from one build — one ConfigProvider context, one theme.
// ---------------------------------------------------------------------------------------------------

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

/** The version of antd installed for `workspaceDir`. */
export function antdVersion(workspaceDir: string): string {
  const require = createRequire(join(workspaceDir, 'package.json'));
  return (JSON.parse(readFileSync(require.resolve('antd/package.json'), 'utf8')) as { version: string }).version;
}

const SOURCE_RE = /\.[cm]?[jt]sx?$/;

/** The static `import … from 'antd'` statements of a source file. */
function antdImports(file: string, code: string) {
  const lang = file.endsWith('x') ? (file.endsWith('.jsx') ? 'jsx' : 'tsx') : file.endsWith('.js') ? 'js' : 'ts';
  return parseSync(file, code, { lang, sourceType: 'module' }).module.staticImports.filter((i) => i.moduleRequest.value === 'antd');
}

/** Every non-test source file under `dir`, with its text. */
function sourceFiles(dir: string): { file: string; code: string }[] {
  const out: { file: string; code: string }[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE_RE.test(name) && !/\.test\.[jt]sx?$/.test(name)) out.push({ file: full, code: readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

/** The antd folders (`button`, `form`, …) whose components the sources under `dir` import as values. */
function antdDirsUsedIn(dir: string, dirs: Map<string, string>): Set<string> {
  const used = new Set<string>();
  for (const { file, code } of sourceFiles(dir)) {
    if (!code.includes('antd')) continue;
    for (const imp of antdImports(file, code))
      for (const e of imp.entries) if (!e.isType && e.importName.name && dirs.has(e.importName.name)) used.add(dirs.get(e.importName.name) ?? '');
  }
  return used;
}

/**
 * Whether the sources under `dir` load `pkg` (or a subpath of it) at run time: a static import that
 * is not type-only (a bare `import 'pkg'` counts), a re-export, or a dynamic `import('pkg')`.
 */
function packageUsedIn(dir: string, pkg: string): boolean {
  const matches = (spec: string) => spec === pkg || spec.startsWith(pkg + '/');
  for (const { file, code } of sourceFiles(dir)) {
    if (!code.includes(pkg)) continue;
    const lang = file.endsWith('x') ? (file.endsWith('.jsx') ? 'jsx' : 'tsx') : file.endsWith('.js') ? 'js' : 'ts';
    const { module } = parseSync(file, code, { lang, sourceType: 'module' });
    for (const imp of module.staticImports) {
      if (matches(imp.moduleRequest.value) && (imp.entries.length === 0 || imp.entries.some((e) => !e.isType))) return true;
    }
    for (const exp of module.staticExports) {
      if (exp.entries.some((e) => !e.isType && e.moduleRequest && matches(e.moduleRequest.value))) return true;
    }
    for (const dyn of module.dynamicImports) {
      const spec = code.slice(dyn.moduleRequest.start, dyn.moduleRequest.end).replace(/^['"`]|['"`]$/g, '');
      if (matches(spec)) return true;
    }
  }
  return false;
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
function antdPerComponentImports(dirs: Map<string, string>, target: (dir: string, importer: string) => string): Plugin {
  return {
    name: 'scriptorium:antd-per-component-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!SOURCE_RE.test(file) || file.includes('/node_modules/') || !code.includes('antd')) return null;
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

// ---------------------------------------------------------------------------------------------------
// Workspace packages as real singletons.
// ---------------------------------------------------------------------------------------------------

/** Where generated barrels go (a tool cache, not source). */
const BARREL_DIR = join(import.meta.dirname, 'node_modules', '.cache', 'scriptorium-federation');
const RELATIVE_FROM = /(\bfrom\s*|\bimport\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** A TS source file for a relative specifier written the repo's way (`./x.js` → `./x.ts`). */
function resolveSource(dir: string, spec: string): string {
  const base = resolve(dir, spec);
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${spec} from ${dir}`);
}

/**
 * A copy of a workspace package's entry (a barrel of re-exports) whose relative specifiers are
 * absolute source paths. Why: the federation plugin finds a shared package's named exports by
 * scanning its entry and does not map TypeScript's `./x.js` specifiers to `./x.ts`; without the names
 * it silently gives every container its own copy of the package — two session stores, two API
 * clients. The copy is what the share provides locally (`import`), so the names are found and the
 * package is a real singleton. Only the entry is copied: every module it points at stays the original.
 */
function workspaceBarrel(entry: string): string {
  const source = readFileSync(entry, 'utf8');
  const rewritten = source.replace(RELATIVE_FROM, (_m, kw: string, q: string, spec: string) => `${kw}${q}${resolveSource(dirname(entry), spec)}${q}`);
  const out = join(BARREL_DIR, relative(import.meta.dirname, entry).replace(/[\\/.@]/g, '_') + '.ts');
  mkdirSync(BARREL_DIR, { recursive: true });
  if (!existsSync(out) || readFileSync(out, 'utf8') !== rewritten) writeFileSync(out, rewritten);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// react-router-dom without its server half.
// A shared module cannot be tree-shaken, and react-router-dom re-exports all of react-router: the
// server, framework-mode and RSC parts (static handlers, cookies and sessions, <Scripts>, turbo-stream
// decoding, …) an SPA never runs — 66 KB gzip shared whole, 37 KB without them. The share provides a
// barrel of every other export instead (a future export is included unless it matches the list), and
// every build refuses to import an excluded name, so nothing can read `undefined` from the share.
// ---------------------------------------------------------------------------------------------------

/** react-router-dom exports an SPA never uses (server, framework mode, RSC, test stubs): not shared. */
export const ROUTER_SERVER_ONLY =
  /^(HydratedRouter|Links|Meta|Scripts|PrefetchPageLinks|ServerRouter|StaticRouter|StaticRouterProvider|createStaticHandler|createStaticRouter|createRequestHandler|createCookie|createCookieSessionStorage|createMemorySessionStorage|createSession|createSessionStorage|isCookie|isSession|createRoutesStub|unstable_setDevServerHooks|unstable_\w*RSC\w*|UNSAFE_(RSC\w*|FrameworkContext|RemixErrorBoundary|ServerMode|SingleFetchRedirectSymbol|createClientRoutes\w*|decodeViaTurboStream|getHydrationData|getPatchRoutesOnNavigationFunction|getTurboStreamSingleFetchDataStrategy|hydrationRouteProperties|shouldHydrateRouteLoader|useFogOFWarDiscovery|[wW]ith(Component|ErrorBoundary|HydrateFallback)Props))$/;

/**
 * The file the `react-router-dom` share provides: a barrel of its client exports, re-exported from
 * `react-router` and `react-router/dom` (not from `react-router-dom`, which the federation plugin
 * would route back to the share itself). `RouterProvider` is the DOM one, as in react-router-dom.
 */
function routerBarrel(workspaceDir: string): string {
  const require = createRequire(join(workspaceDir, 'package.json'));
  const names = Object.keys(require('react-router-dom') as Record<string, unknown>).filter((n) => n !== 'default' && n !== '__esModule');
  const fromDom = new Set(['RouterProvider']);
  const kept = names.filter((n) => !ROUTER_SERVER_ONLY.test(n)).sort();
  const source = [
    '// Generated by vite.federation.ts (routerBarrel): react-router-dom without its server-only exports.',
    `export { ${kept.filter((n) => !fromDom.has(n)).join(', ')} } from 'react-router';`,
    `export { ${kept.filter((n) => fromDom.has(n)).join(', ')} } from 'react-router/dom';`,
    '',
  ].join('\n');
  const out = join(BARREL_DIR, 'react-router-dom.client.ts');
  mkdirSync(BARREL_DIR, { recursive: true });
  if (!existsSync(out) || readFileSync(out, 'utf8') !== source) writeFileSync(out, source);
  return out;
}

/**
 * Dev server: the router barrel imports `react-router` and `react-router/dom`, which no source names,
 * so the dependency optimizer must pre-bundle them (react-router's CommonJS dependencies do not load
 * unbundled in the browser).
 */
const ROUTER_OPTIMIZE_DEPS = { include: ['react-router', 'react-router/dom'] };

/** Fails the build when a source imports a react-router-dom export the shared barrel leaves out. */
function routerImportsCheck(): Plugin {
  return {
    name: 'scriptorium:router-client-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!SOURCE_RE.test(file) || file.includes('/node_modules/') || !code.includes('react-router-dom')) return null;
      const lang = file.endsWith('x') ? (file.endsWith('.jsx') ? 'jsx' : 'tsx') : file.endsWith('.js') ? 'js' : 'ts';
      const { module } = parseSync(file, code, { lang, sourceType: 'module' });
      for (const imp of module.staticImports) {
        if (imp.moduleRequest.value !== 'react-router-dom') continue;
        for (const e of imp.entries) {
          if (e.importName.kind !== 'Name') this.error(`${file}: import named exports of react-router-dom (a namespace/default import would read server-only parts the share leaves out)`);
          const name = e.importName.name ?? '';
          if (!e.isType && ROUTER_SERVER_ONLY.test(name)) this.error(`${file}: ${name} is a server/framework-mode export of react-router-dom, left out of the shared router`);
        }
      }
      return null;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Shared config, dev server, and the two kinds of Vite config.
// ---------------------------------------------------------------------------------------------------

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

type SharedItem = { singleton: boolean; requiredVersion: string; version?: string; import?: string | false };

/**
 * The shared-module config of a workspace: every singleton with the range its package.json pins.
 * @param consumeOnly a remote's production build: third-party singletons (react, antd, …) are
 *   `import: false` — always the shell's copy, never bundled into the remote — so a remote's lazy
 *   screens fetch their antd components when they open, not when the remote starts. The workspace
 *   packages keep a local fallback (their named exports are only known from the source).
 */
export function sharedConfig(workspaceDir: string, consumeOnly = false): Record<string, SharedItem> {
  const pkg = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as PackageJson;
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedItem> = {};
  const thirdParty = (requiredVersion: string, version?: string): SharedItem =>
    consumeOnly ? { singleton: true, requiredVersion, version, import: false } : { singleton: true, requiredVersion, version };
  for (const name of SHARED_SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${workspaceDir}/package.json must depend on ${name} (a shared singleton)`);
    if (name === 'antd') {
      // No whole-package `antd` share: the plugin would load it at start for every package that
      // depends on antd (shared-kit does), defeating the per-component split.
      // A consume-only share the build never imports would still be fetched when the remote starts,
      // so a remote's production build lists only the components its own sources use.
      const version = antdVersion(workspaceDir);
      const all = antdComponentDirs(workspaceDir);
      const dirs = consumeOnly ? antdDirsUsedIn(join(workspaceDir, 'src'), all) : new Set(all.values());
      for (const dir of dirs) shared[`antd/es/${dir}`] = thirdParty(requiredVersion, version);
    } else if (WORKSPACE_PACKAGES.has(name)) {
      const dir = realpathSync(dirname(realPackageJson(workspaceDir, name)));
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson & { main?: string };
      const entry = join(dir, manifest.main ?? 'src/index.ts');
      // In a remote's build, contracts is consumed as a plain (non-singleton) share: the plugin bundles
      // a singleton's fallback eagerly when another shared package (shared-kit) depends on it, so every
      // remote would download its own contracts + zod (~37 KB gzip) next to the shell's. With
      // loaded-first the remote still takes the copy the shell loaded; the shell keeps it a singleton.
      const singleton = !(consumeOnly && name === '@scriptorium/contracts');
      shared[name] = { singleton, requiredVersion, version: manifest.version, import: workspaceBarrel(entry) };
    } else if (name === 'react-router-dom' && !consumeOnly) {
      const version = (createRequire(join(workspaceDir, 'package.json'))('react-router-dom/package.json') as PackageJson).version;
      shared[name] = { singleton: true, requiredVersion, version, import: routerBarrel(workspaceDir) };
    } else if (consumeOnly && !ALWAYS_CONSUMED.has(name) && !packageUsedIn(join(workspaceDir, 'src'), name)) {
      // A consume-only share no module of the remote imports is still fetched when the remote starts
      // (socket.io-client, 13 KB gzip, on the sign-in page): list only what the remote's code uses.
      continue;
    } else {
      shared[name] = thirdParty(requiredVersion);
    }
  }
  return shared;
}

/** The package.json of a workspace package as linked into node_modules (its `exports` hide it). */
function realPackageJson(workspaceDir: string, name: string): string {
  for (let dir = workspaceDir; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed for ${workspaceDir}`);
}

/** Where the dev server sends `/api`, `/socket.io` and `/flags` (`API_URL`, default http://localhost:8080). */
export function devProxy(): NonNullable<UserConfig['server']>['proxy'] {
  const target = process.env.API_URL ?? 'http://localhost:8080';
  return {
    '/api': { target, changeOrigin: true },
    '/socket.io': { target, changeOrigin: true, ws: true },
    '/flags': { target, changeOrigin: true },
  };
}

/** The shell dev server's `/remotes.json` and `/remotes/*` come from the API too. */
function remotesProxy(): NonNullable<UserConfig['server']>['proxy'] {
  const target = process.env.API_URL ?? 'http://localhost:8080';
  return { '/remotes.json': { target, changeOrigin: false }, '/remotes/': { target, changeOrigin: false } };
}

/**
 * Dev only: serves the remote's harness (`harness/index.html`) for every page URL, so the remote's
 * absolute routes (`/orders`, `/users/clients`…) open directly in `npm run dev -w <remote>`.
 */
export function harnessHtml(): Plugin {
  return {
    name: 'scriptorium:remote-harness-html',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        const isFile = /\.[a-z0-9]+$/i.test(url.split('?')[0]) || url.startsWith('/@') || url.startsWith('/node_modules/');
        if (wantsHtml && !isFile) req.url = '/harness/index.html';
        next();
      });
    },
  };
}

/** Icons the always-loaded parts render (message/notification/modal status icons, Button's spinner, ActionButton). */
const CORE_ICONS = 'CheckCircleFilled|CloseCircleFilled|ExclamationCircleFilled|InfoCircleFilled|LoadingOutlined|CloseOutlined|CheckOutlined';

/**
 * The antd modules every page of the shell loads at start, as ONE chunk of the shell's build: the
 * theme and CSS-in-JS runtime, ConfigProvider (with the form context it provides), App with its
 * message / notification / modal holders (KitProvider), Button, Spin, Skeleton, the shared `_util`,
 * `theme` and `style` helpers and the rc-component basics they sit on; their dependencies join the
 * chunk too. Left to the automatic split they are ~80 small chunks, and per-file gzip plus the
 * import/export glue between them cost ~30 KB on the sign-in page. Components that only some screens
 * render (Form, Input, Table, Menu, …) keep their own chunks, loaded by the screens that use them.
 */
export const ANTD_CORE = new RegExp(
  [
    String.raw`node_modules[\\/](`,
    String.raw`@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)[\\/]|stylis|@emotion|`,
    String.raw`@rc-component[\\/](util|motion|resize-observer|portal|trigger|notification|dialog)[\\/]|`,
    String.raw`@ant-design[\\/]icons[\\/]es[\\/](components[\\/]|\w+Utils\.js|icons[\\/](${CORE_ICONS})\.js)|@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](${CORE_ICONS})\.js|`,
    String.raw`antd[\\/]es[\\/](config-provider|locale|app|message|notification|modal|skeleton|button|spin|_util|`,
    String.raw`theme[\\/](internal|util|themes[\\/](default|shared|seed))|style[\\/](index|motion|placementArrow|roundedArrow))([\\/]|\.js)`,
    ')',
  ].join(''),
);

/**
 * The Vite config of the shell: React, the per-component antd imports and a federation host with no
 * build-time remotes (`shareStrategy: 'loaded-first'`), dev server with the API proxy.
 * @param reactPlugin `@vitejs/plugin-react()` from the workspace (installed per workspace).
 */
export function hostViteConfig(options: { dir: string; reactPlugin: PluginOption }): UserConfig {
  return {
    plugins: [
      options.reactPlugin,
      antdPerComponentImports(antdComponentDirs(options.dir), (dir) => `antd/es/${dir}/index.js`),
      routerImportsCheck(),
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedConfig(options.dir),
        shareStrategy: 'loaded-first',
        dts: false,
        // One federation runtime on the page: the shell publishes it, remotes do not ship their own.
        experiments: { provideExternalRuntime: true },
      }),
    ],
    // In dev the shell composes the remotes the API serves (built with `npm run build -w mf-…`).
    server: { port: DEV_PORTS.shell, strictPort: true, proxy: { ...devProxy(), ...remotesProxy() } },
    optimizeDeps: ROUTER_OPTIMIZE_DEPS,
    preview: { port: DEV_PORTS.shell, strictPort: true, proxy: { ...devProxy(), ...remotesProxy() } },
    build: {
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'antd-core', test: ANTD_CORE }] } } },
    },
  };
}

/**
 * The Vite config of a remote: React, the per-component antd imports, federation (`remoteEntry.js`
 * exposing `./routes`), `base: './'` so the built folder can be moved, and a CORS-enabled dev server on
 * the workspace's port serving the harness, with the API proxy.
 */
export function remoteViteConfig(options: {
  dir: string;
  workspace: Workspace;
  name: string;
  reactPlugin: PluginOption;
  /** Vite's command: `build` makes the third-party singletons consume-only (see `sharedConfig`). */
  command: 'build' | 'serve';
}): UserConfig {
  const port = DEV_PORTS[options.workspace];
  return {
    base: './',
    plugins: [
      options.reactPlugin,
      // The remote's own code takes antd from the shell (share keys); the shared-kit source it carries
      // as a fallback (used only when the remote runs alone) imports its own copy directly.
      antdPerComponentImports(antdComponentDirs(options.dir), (dir, importer) =>
        importer.startsWith(options.dir + '/') ? `antd/es/${dir}` : `antd/es/${dir}/index.js`,
      ),
      routerImportsCheck(),
      federation({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        shared: sharedConfig(options.dir, options.command === 'build'),
        shareStrategy: 'loaded-first',
        dts: false,
        // Built remotes use the shell's federation runtime; alone in the harness a remote has its own.
        experiments: { externalRuntime: options.command === 'build' },
      }),
      harnessHtml(),
    ],
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}`, proxy: devProxy() },
    optimizeDeps: ROUTER_OPTIMIZE_DEPS,
    preview: { port, strictPort: true, cors: true, proxy: devProxy() },
    // A remote has no page of its own: its build's only entry is the exposed module (`remoteEntry.js`
    // is emitted by the federation plugin). The dev server's page is the harness; naming it as the
    // input lets the plugin inject the federation start-up into it.
    build: {
      target: 'es2022',
      rolldownOptions: {
        input: options.command === 'build' ? { routes: join(options.dir, 'src/routes.tsx') } : { harness: join(options.dir, 'harness/index.html') },
      },
    },
  };
}
