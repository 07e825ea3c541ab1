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
 * - react-router-dom is shared in declarative mode only (see `ROUTER_SHARED`); the shell routes with
 *   `<BrowserRouter>`.
 * - The shell's build puts the antd parts every page loads at start into one chunk (`ANTD_CORE`), and
 *   the start-up modules of the kit and contracts into another (`workspaceCoreModules`).
 * - antd is shared one component at a time (`antd/es/button`, …) so a page downloads only the parts
 *   it renders; every build rewrites `import { Button } from 'antd'` accordingly. The shell registers
 *   the components with the runtime itself (`antdComponentShares`).
 * - The kit and contracts are shared one entry at a time (`@scriptorium/shared-kit/core`, `/ui`,
 *   `/format`, …; `@scriptorium/contracts/core`, `/orders`, …): every build rewrites imports from
 *   their root barrels to the entries (a remote) or to the modules themselves (the shell), see
 *   `workspaceEntryImports`. Built remotes consume every singleton (`import: false`): one instance.
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
import { precompressedAssets } from './vite.precompress.js';
import { earlyRemote } from './vite.early-remote.js';

/** Packages every container shares as singletons (antd per component, the workspace packages per entry). */
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
// one of them (registered at start, see `antdComponentShares`; `loaded-first` keeps the first); built
// remotes only consume them, so all antd code on a page comes from one build — one ConfigProvider
// context, one theme.
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

/** Parses a source file for its import/export records. */
function parseModule(file: string, code: string) {
  const lang = file.endsWith('x') ? (file.endsWith('.jsx') ? 'jsx' : 'tsx') : file.endsWith('.js') ? 'js' : 'ts';
  return parseSync(file, code, { lang, sourceType: 'module' }).module;
}

/**
 * The file of a transform hook's `id` when it is one of the project's own sources (not node_modules)
 * and its code mentions `needle`; null otherwise, so a plugin can skip it cheaply.
 */
function ownSource(id: string, code: string, needle: string): string | null {
  const file = id.split('?')[0];
  return SOURCE_RE.test(file) && !file.includes('/node_modules/') && code.includes(needle) ? file : null;
}

/** The static `import … from 'antd'` statements of a source file. */
function antdImports(file: string, code: string) {
  return parseModule(file, code).staticImports.filter((i) => i.moduleRequest.value === 'antd');
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

/** The module the shell registers antd's components from (see `antdComponentShares`). */
export const ANTD_COMPONENTS_MODULE = 'virtual:scriptorium/antd-components';

/**
 * The shell provides antd's components to the remotes at run time (`provideWholeAntd` in
 * shell/src/features/remotes/wholeAntdShare.ts registers them with the federation runtime), not
 * through the plugin's `shared` config. Why: the plugin writes ~70 provider entries, each with its own
 * loader chunk, into start-up modules every page downloads (~4 KB gzip); worse, it maps an import of a
 * share's entry file to the share and, in a host, loads that share at start — and Vite sometimes hands
 * it the resolved file, so which components the shell loaded at start (Drawer, Menu, Badge…, up to
 * ~20 KB gzip) changed from build to build.
 * This virtual module lists them: `components` maps each share key (`antd/es/button`) to a loader of
 * the very file the shell's own code imports (`antd/es/button/index.js`) — one module, one antd.
 */
function antdComponentShares(workspaceDir: string): Plugin {
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
      const loaders = dirs.map((dir) => `  ${JSON.stringify(`antd/es/${dir}`)}: () => import(${JSON.stringify(`antd/es/${dir}/index.js`)}),`);
      return [
        `export const version = ${JSON.stringify(antdVersion(workspaceDir))};`,
        'export const components = {',
        ...loaders,
        '};',
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
function antdPerComponentImports(dirs: Map<string, string>, target: (dir: string, importer: string) => string): Plugin {
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
// Workspace packages, one entry at a time.
// A shared module cannot be tree-shaken: sharing the kit whole made the sign-in page download every
// kit module's dependencies (libphonenumber-js, date-fns) and sharing contracts whole every domain's
// schemas. Each package lists its entries as subpath `exports` (`@scriptorium/shared-kit/core`,
// `/format`, …); each entry is its own singleton. The package's root barrel (the union of the
// entries) stays the import TypeScript, the tests and the API see; every frontend build rewrites
// `import { post, DateTime } from '@scriptorium/shared-kit'` into imports from the entries that export
// the names, as it does for antd's components.
// ---------------------------------------------------------------------------------------------------

/** One workspace package: its version, root barrel and entries (`'@scriptorium/shared-kit/core'` → file). */
interface WorkspacePackage {
  name: string;
  version?: string;
  root: string;
  entries: Map<string, string>;
}

/**
 * A workspace package as installed for `workspaceDir`, its entries read from the subpath `exports` of
 * its package.json (none: the package is one entry, its `main`).
 * @throws when an `exports` target is not a string.
 */
function workspacePackage(workspaceDir: string, name: string): WorkspacePackage {
  const dir = realpathSync(dirname(realPackageJson(workspaceDir, name)));
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson & { main?: string; exports?: Record<string, unknown> };
  const root = join(dir, manifest.main ?? 'src/index.ts');
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (subpath === '.') continue;
    if (typeof target !== 'string') throw new Error(`${name}: exports["${subpath}"] must be a file path`);
    entries.set(`${name}/${subpath.replace(/^\.\//, '')}`, join(dir, target));
  }
  if (entries.size === 0) entries.set(name, root);
  return { name, version: manifest.version, root, entries };
}

/** Where an exported name is defined: the module file and its name there; `type` when type-only. */
interface ExportOrigin {
  file: string;
  name: string;
  type: boolean;
}

/**
 * The exported names of a TS module, each with the module that defines it (following `export *` and
 * `export { a as b } from` chains through relative specifiers).
 */
const originsCache = new Map<string, Map<string, ExportOrigin>>();
function exportOrigins(file: string, seen = new Set<string>()): Map<string, ExportOrigin> {
  const cached = originsCache.get(file);
  if (cached) return cached;
  if (seen.has(file)) return new Map();
  seen.add(file);
  const { module } = parseSync(file, readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts', sourceType: 'module' });
  const out = new Map<string, ExportOrigin>();
  for (const exp of module.staticExports) {
    for (const e of exp.entries) {
      const from = e.moduleRequest?.value;
      const target = from?.startsWith('.') ? resolveSource(dirname(file), from) : undefined;
      if (e.exportName.kind === 'None' && target) {
        // export * from './x'
        for (const [n, o] of exportOrigins(target, seen)) if (n !== 'default') out.set(n, { ...o, type: o.type || e.isType });
        continue;
      }
      const name = e.exportName.name;
      if (!name) continue;
      const imported = e.importName.kind === 'Name' ? e.importName.name : undefined;
      const via = target && imported ? exportOrigins(target, seen).get(imported) : undefined;
      // `export * as ns from` and local declarations are defined here.
      out.set(name, via ? { ...via, type: via.type || e.isType } : { file, name, type: e.isType });
    }
  }
  originsCache.set(file, out);
  return out;
}

/** A split workspace package: for each value name, its entry and defining module; the type-only names. */
interface EntryIndex {
  pkg: WorkspacePackage;
  valueEntry: Map<string, string>;
  origin: Map<string, ExportOrigin>;
  types: Set<string>;
}

/**
 * The entry index of every workspace package that has subpath entries.
 * @throws when a value name is exported by two entries (an import could not be routed).
 */
function workspaceEntryIndex(workspaceDir: string): Map<string, EntryIndex> {
  const index = new Map<string, EntryIndex>();
  for (const name of WORKSPACE_PACKAGES) {
    const pkg = workspacePackage(workspaceDir, name);
    if (pkg.entries.has(name)) continue;
    const valueEntry = new Map<string, string>();
    const origin = new Map<string, ExportOrigin>();
    const types = new Set<string>();
    for (const [spec, file] of pkg.entries) {
      for (const [n, o] of exportOrigins(file)) {
        if (o.type) types.add(n);
        else if (valueEntry.has(n) && valueEntry.get(n) !== spec) throw new Error(`${n} is exported by both ${valueEntry.get(n)} and ${spec}`);
        else {
          valueEntry.set(n, spec);
          origin.set(n, o);
        }
      }
    }
    for (const n of valueEntry.keys()) types.delete(n);
    index.set(name, { pkg, valueEntry, origin, types });
  }
  return index;
}

/**
 * Routes value imports from a split workspace package (its root barrel or one of its entries):
 * - through the share: `import { post, DateTime } from '@scriptorium/shared-kit'` →
 *   `import { post } from '@scriptorium/shared-kit/core'; import { DateTime } from '@scriptorium/shared-kit/format'`
 *   — a remote's own code, which takes the kit and contracts from the shell;
 * - directly, where `viaShare(importer)` is false: each name from the module that defines it
 *   (`import { post } from '…/shared-kit/src/api/apiClient.ts'`) — the shell, whose entries' shares
 *   provide those very modules, and the kit's own source a remote carries in dev. Why not the share
 *   keys: the federation plugin loads every share a host imports at start (one chunk of wrappers);
 *   and why not the entry barrels: a barrel brings every module of its entry. The shell's start-up
 *   then holds only the kit and contracts modules it runs.
 * Type-only names stay on an `import type` from the root (erased later). Replacements keep the line
 * count. Fails the build on a default/namespace import, a re-export or a dynamic import of the root
 * barrel, and on a value name no entry exports: each would load or need the whole package.
 */
function workspaceEntryImports(index: Map<string, EntryIndex>, viaShare: (importer: string) => boolean): Plugin {
  const entryOwner = new Map<string, EntryIndex>();
  for (const idx of index.values()) for (const spec of idx.pkg.entries.keys()) entryOwner.set(spec, idx);
  const routed = (spec: string) => index.has(spec) || entryOwner.has(spec);
  return {
    name: 'scriptorium:workspace-entry-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = ownSource(id, code, '@scriptorium/');
      if (!file) return null;
      const module = parseModule(file, code);
      for (const exp of module.staticExports) {
        for (const e of exp.entries) {
          if (e.moduleRequest && index.has(e.moduleRequest.value) && !e.isType) this.error(`${file}: re-exporting from ${e.moduleRequest.value} is not supported; re-export from one of its entries`);
        }
      }
      for (const dyn of module.dynamicImports) {
        const spec = code.slice(dyn.moduleRequest.start, dyn.moduleRequest.end).replace(/^['"`]|['"`]$/g, '');
        if (routed(spec)) this.error(`${file}: import('${spec}') is not supported; import its names statically (its share, or its modules, load with the importing chunk)`);
      }
      const share = viaShare(file);
      const imports = module.staticImports.filter((i) => routed(i.moduleRequest.value)).sort((a, b) => b.start - a.start);
      let out = code;
      for (const imp of imports) {
        const request = imp.moduleRequest.value;
        const idx = index.get(request) ?? entryOwner.get(request)!;
        const pkgName = idx.pkg.name;
        const groups = new Map<string, string[]>();
        const types: string[] = [];
        for (const e of imp.entries) {
          if (e.importName.kind !== 'Name') this.error(`${file}: a default/namespace import of ${request} would load all of it; import named exports`);
          const name = e.importName.name ?? '';
          const local = e.localName.value;
          const spec = idx.valueEntry.get(name);
          if (e.isType || (!spec && idx.types.has(name))) {
            types.push(name === local ? name : `${name} as ${local}`);
            continue;
          }
          if (!spec || (request !== pkgName && spec !== request)) this.error(`${file}: ${request} does not export ${name}`);
          const from = idx.origin.get(name)!;
          const [source, binding] = share ? [spec!, name === local ? name : `${name} as ${local}`] : [from.file, from.name === local ? local : `${from.name} as ${local}`];
          groups.set(source, [...(groups.get(source) ?? []), binding]);
        }
        const statements = [...groups].map(([source, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(source)};`);
        if (types.length) statements.push(`import type { ${types.join(', ')} } from '${pkgName}';`);
        // A bare `import 'pkg'` has no names: nothing to load (the entries have no side effects).
        const original = code.slice(imp.start, imp.end);
        const newlines = '\n'.repeat((original.match(/\n/g) ?? []).length);
        out = out.slice(0, imp.start) + statements.join(' ') + newlines + out.slice(imp.end).replace(/^;/, '');
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The entries of a split workspace package that the sources under `dir` use at run time (value
 * imports from the root barrel routed through `index`, or imports of an entry itself).
 */
function workspaceEntriesUsedIn(dir: string, entryIndex: EntryIndex): Set<string> {
  const { pkg, valueEntry } = entryIndex;
  const used = new Set<string>();
  for (const { file, code } of sourceFiles(dir)) {
    if (!code.includes(pkg.name)) continue;
    const module = parseModule(file, code);
    for (const imp of module.staticImports) {
      const spec = imp.moduleRequest.value;
      if (spec !== pkg.name && !pkg.entries.has(spec)) continue;
      for (const e of imp.entries) {
        const entry = !e.isType && e.importName.name ? valueEntry.get(e.importName.name) : undefined;
        if (entry) used.add(entry);
      }
    }
  }
  return used;
}

// ---------------------------------------------------------------------------------------------------
// react-router-dom in declarative mode.
// A shared module cannot be tree-shaken, and react-router-dom re-exports all of react-router: the
// server, framework-mode and RSC parts an SPA never runs, and the data-router mode (createRouter:
// loaders, actions, fetchers, blockers, revalidation) this product does not use — 66 KB gzip shared
// whole, 35 KB without the server parts, 15 KB in declarative mode. The share provides a barrel of the
// declarative API only (`ROUTER_SHARED`: `<BrowserRouter>`, `<Routes>`, `<Link>`, the hooks, the path
// utilities), the shell routes with `<BrowserRouter>` + `useRoutes`, and every build refuses to import
// any other react-router-dom value, so nothing can read `undefined` from the share. A new export a
// screen needs is added to the list (and then downloaded by every page).
// ---------------------------------------------------------------------------------------------------

/** The react-router-dom values the shared router provides: declarative mode. */
export const ROUTER_SHARED: ReadonlySet<string> = new Set([
  // Routers and route rendering
  'BrowserRouter', 'MemoryRouter', 'Router', 'Routes', 'Route', 'Outlet', 'Navigate', 'useRoutes',
  'createRoutesFromChildren', 'createRoutesFromElements', 'renderMatches',
  // Links and navigation
  'Link', 'NavLink', 'useNavigate', 'useHref', 'useLinkClickHandler', 'useInRouterContext', 'NavigationType', 'useNavigationType',
  // Reading the location and the matched route
  'useLocation', 'useParams', 'useSearchParams', 'createSearchParams', 'useMatch', 'useOutlet', 'useOutletContext', 'useResolvedPath',
  // Path utilities
  'matchPath', 'matchRoutes', 'generatePath', 'createPath', 'parsePath', 'resolvePath',
]);

/** Every value react-router-dom exports (its types are not values). */
function routerValueExports(workspaceDir: string): string[] {
  const require = createRequire(join(workspaceDir, 'package.json'));
  return Object.keys(require('react-router-dom') as Record<string, unknown>).filter((n) => n !== 'default' && n !== '__esModule');
}

/**
 * The file the `react-router-dom` share provides: a barrel of `ROUTER_SHARED`, re-exported from
 * `react-router` (not from `react-router-dom`, which the federation plugin would route back to the
 * share itself).
 * @throws when react-router-dom no longer exports a name of `ROUTER_SHARED` (after an upgrade).
 */
function routerBarrel(workspaceDir: string): string {
  const names = new Set(routerValueExports(workspaceDir));
  const missing = [...ROUTER_SHARED].filter((n) => !names.has(n));
  if (missing.length) throw new Error(`react-router-dom no longer exports ${missing.join(', ')} (ROUTER_SHARED in vite.federation.ts)`);
  const source = [
    '// Generated by vite.federation.ts (routerBarrel): react-router-dom in declarative mode (ROUTER_SHARED).',
    `export { ${[...ROUTER_SHARED].sort().join(', ')} } from 'react-router';`,
    '',
  ].join('\n');
  const out = join(BARREL_DIR, 'react-router-dom.client.ts');
  mkdirSync(BARREL_DIR, { recursive: true });
  if (!existsSync(out) || readFileSync(out, 'utf8') !== source) writeFileSync(out, source);
  return out;
}

/**
 * Dev server: the router barrel imports `react-router`, which no source names, so the dependency
 * optimizer must pre-bundle it (react-router's CommonJS dependencies do not load unbundled in the
 * browser).
 */
const ROUTER_OPTIMIZE_DEPS = { include: ['react-router'] };

/** Fails the build when a source imports a react-router-dom value the shared router leaves out. */
function routerImportsCheck(workspaceDir: string): Plugin {
  const values = new Set(routerValueExports(workspaceDir));
  return {
    name: 'scriptorium:router-client-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = ownSource(id, code, 'react-router-dom');
      if (!file) return null;
      const module = parseModule(file, code);
      for (const imp of module.staticImports) {
        if (imp.moduleRequest.value !== 'react-router-dom') continue;
        for (const e of imp.entries) {
          if (e.importName.kind !== 'Name') this.error(`${file}: import named exports of react-router-dom (a namespace/default import would read parts the shared router leaves out)`);
          const name = e.importName.name ?? '';
          if (!e.isType && values.has(name) && !ROUTER_SHARED.has(name)) {
            this.error(`${file}: ${name} is not part of the shared router (declarative mode only: ROUTER_SHARED in vite.federation.ts)`);
          }
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
 * @param options.consumeOnly a remote's production build: every singleton is `import: false` —
 *   always the shell's copy, never bundled into the remote — and only those the remote's sources use
 *   are listed, so a remote's lazy screens fetch their antd components and kit entries when they
 *   open, not when the remote starts.
 * @param options.antdAtRunTime the shell: antd's components are left out, the shell registers them
 *   at run time (see `antdComponentShares`).
 */
export function sharedConfig(workspaceDir: string, { consumeOnly = false, antdAtRunTime = false } = {}): Record<string, SharedItem> {
  const pkg = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as PackageJson;
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, SharedItem> = {};
  const entryIndex = workspaceEntryIndex(workspaceDir);
  const thirdParty = (requiredVersion: string, version?: string): SharedItem =>
    consumeOnly ? { singleton: true, requiredVersion, version, import: false } : { singleton: true, requiredVersion, version };
  for (const name of SHARED_SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${workspaceDir}/package.json must depend on ${name} (a shared singleton)`);
    if (name === 'antd') {
      if (antdAtRunTime) continue;
      // No whole-package `antd` share: the plugin would load it at start for every package that
      // depends on antd (shared-kit does), defeating the per-component split.
      // A consume-only share the build never imports would still be fetched when the remote starts,
      // so a remote's production build lists only the components its own sources use.
      const version = antdVersion(workspaceDir);
      const all = antdComponentDirs(workspaceDir);
      const dirs = consumeOnly ? antdDirsUsedIn(join(workspaceDir, 'src'), all) : new Set(all.values());
      for (const dir of dirs) shared[`antd/es/${dir}`] = thirdParty(requiredVersion, version);
    } else if (WORKSPACE_PACKAGES.has(name)) {
      // Each entry of the package is its own singleton (see `workspaceEntryImports`). The shell
      // provides every entry from the source (`import`: a barrel copy, see `workspaceBarrel`). A
      // remote's production build only consumes the entries its own sources use, like antd's
      // components: with no local copy to bundle, an entry only its lazy screens use is fetched when
      // such a screen opens, not when the remote starts, and there is never a second instance.
      const wp = workspacePackage(workspaceDir, name);
      const split = entryIndex.get(name);
      const used = consumeOnly && split ? workspaceEntriesUsedIn(join(workspaceDir, 'src'), split) : undefined;
      for (const [spec, file] of wp.entries) {
        if (used && !used.has(spec)) continue;
        shared[spec] = consumeOnly && split
          ? { singleton: true, requiredVersion, version: wp.version, import: false }
          : { singleton: true, requiredVersion, version: wp.version, import: workspaceBarrel(file) };
      }
      // The whole package too, for a remote built before the split (it asks for `@scriptorium/shared-kit`):
      // the same modules, so still one session store, one API client. Fetched only if one asks.
      if (split && !consumeOnly) shared[name] = { singleton: true, requiredVersion, version: wp.version, import: workspaceBarrel(wp.root) };
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

/**
 * The antd modules every page of the shell loads at start, as ONE chunk of the shell's build:
 * ConfigProvider, App with its message / notification / modal holders (KitProvider), Button, Spin,
 * Tooltip (form labels, menus) and, through them, the theme and CSS-in-JS runtime — each is matched by
 * its `index.js` and its dependencies join the chunk — plus the helpers most components share: antd's
 * `_util`, the theme internals, the base styles and the rc-component basics (util, motion,
 * resize-observer, portal, trigger). Left to the automatic split they are ~80 small chunks, and
 * per-file gzip plus the import/export glue between them cost ~30 KB on the sign-in page. Matching
 * whole folders of components instead (message/, modal/, empty/, …) put parts no page runs at start
 * (their static APIs, Empty) into every page (~6 KB gzip). Components that only some screens render
 * (Form, Input, Table, Menu, …) keep their own chunks, loaded by the screens that use them.
 */
export const ANTD_CORE = new RegExp(
  [
    String.raw`node_modules[\\/](`,
    String.raw`antd[\\/]es[\\/]((config-provider|app|button|spin|tooltip)[\\/]index\.js|_util[\\/]|`,
    String.raw`theme[\\/](internal|util|themes[\\/](default|shared|seed))([\\/]|\.js)|style[\\/](index|placementArrow|roundedArrow)\.js)|`,
    String.raw`@rc-component[\\/](util|motion|resize-observer|portal|trigger)[\\/]`,
    ')',
  ].join(''),
);

/**
 * The modules of the workspace packages' `core` entries (`@scriptorium/shared-kit/core`,
 * `@scriptorium/contracts/core`): every page runs them at start, so the shell's build puts them — and
 * what they import (axios, zod) — into one chunk. The shell imports them module by module (see
 * `workspaceEntryImports`); left to the automatic split they are ~20 chunks of a few hundred bytes,
 * each with its own gzip and import/export overhead.
 */
function workspaceCoreModules(index: Map<string, EntryIndex>): RegExp {
  const files = new Set<string>();
  for (const { pkg, origin, valueEntry } of index.values()) {
    const core = `${pkg.name}/core`;
    if (!pkg.entries.has(core)) continue;
    files.add(workspaceBarrel(pkg.entries.get(core)!));
    for (const [name, spec] of valueEntry) if (spec === core) files.add(origin.get(name)!.file);
  }
  const escape = (f: string) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${[...files].map(escape).join('|')})$`);
}

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
      antdComponentShares(options.dir),
      workspaceEntryImports(workspaceEntryIndex(options.dir), () => false),
      routerImportsCheck(options.dir),
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedConfig(options.dir, { antdAtRunTime: true }),
        shareStrategy: 'loaded-first',
        dts: false,
        // One federation runtime on the page: the shell publishes it, remotes do not ship their own.
        experiments: { provideExternalRuntime: true },
      }),
      earlyRemote(),
      precompressedAssets(),
    ],
    // In dev the shell composes the remotes the API serves (built with `npm run build -w mf-…`).
    server: { port: DEV_PORTS.shell, strictPort: true, proxy: { ...devProxy(), ...remotesProxy() } },
    optimizeDeps: ROUTER_OPTIMIZE_DEPS,
    preview: { port: DEV_PORTS.shell, strictPort: true, proxy: { ...devProxy(), ...remotesProxy() } },
    build: {
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'antd-core', test: ANTD_CORE },
              { name: 'workspace-core', test: workspaceCoreModules(workspaceEntryIndex(options.dir)) },
            ],
          },
        },
      },
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
      // Likewise the workspace entries: share keys from the remote's own code, modules from the kit's.
      workspaceEntryImports(workspaceEntryIndex(options.dir), (importer) => importer.startsWith(options.dir + '/')),
      routerImportsCheck(options.dir),
      federation({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        shared: sharedConfig(options.dir, { consumeOnly: options.command === 'build' }),
        shareStrategy: 'loaded-first',
        dts: false,
        // Built remotes use the shell's federation runtime; alone in the harness a remote has its own.
        experiments: { externalRuntime: options.command === 'build' },
      }),
      harnessHtml(),
      precompressedAssets(),
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
