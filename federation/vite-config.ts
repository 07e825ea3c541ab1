/**
 * The one place the Module Federation build setup of the shell and the five remotes is composed.
 * Build config, not app code: each workspace's `vite.config.ts` imports it by relative path (`../federation/vite-config.js`). The parts
 * live in `federation/` with their reasons and tests:
 * - `shared.ts`: what each container shares, with which keys and versions (singletons: one React, one
 *   router, one antd theme, one user store, one of each kit and contracts entry);
 * - `antd.ts`: antd shared one component at a time (`import { Button } from 'antd'` → `antd/es/button`);
 * - `workspace.ts`: the kit and contracts shared one entry at a time (sources import the entries);
 * - `router.ts`: react-router-dom shared in declarative mode only;
 * - `early-remote.ts`, `precompress.ts`: first-screen preload and precompressed assets.
 * The shell is a host with no build-time remotes; it registers them at run time from `/remotes.json`.
 * A remote exposes `./routes` from `remoteEntry.js` and is built with `base: './'`, so its folder can be
 * moved (the entry URL in `/remotes.json` decides where its chunks load from).
 * @see docs/architecture.md Composition at run time
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { federation } from '@module-federation/vite';
import { build as viteBuild, type Plugin, type PluginOption, type UserConfig } from 'vite';
// By path: Vite loads this config with workspace packages external, and Node cannot run their TypeScript.
import { OWN_KIT_DIR } from '../contracts/src/entries/deploy.js';
import {
  ANTD_CHECKBOX,
  ANTD_CORE,
  ANTD_FORM,
  ANTD_ICON_SHARE,
  ANTD_INPUT,
  ANTD_NAV,
  ANTD_PAGE,
  ANTD_SELECT,
  ANTD_SIGNED_IN,
  antdComponentDirs,
  antdComponentShares,
  antdPerComponentImports,
  sharedIconComponent,
} from './antd.js';
import { ROUTER_OPTIMIZE_DEPS, routerImportsCheck } from './router.js';
import { harnessHtml, writeHarness } from './harness.js';
import { linguiCatalogs } from './lingui-catalogs.js';
import { sharedConfig } from './shared.js';
import { entryChunkGroups, shellEntryImports, workspaceEntries } from './workspace.js';
import { precompressedAssets } from './precompress.js';
import { antdStaticCss, type AntdTheme } from './antd-css.js';
import { antdDirectImports } from './antd-direct-imports.js';
import { earlyRemote } from './early-remote.js';
import { hostFirstScreenFile, remoteFirstScreenFile } from './first-screen.js';
import { prerenderedFragments } from './prerender.js';
import { fallbackSingletonImports, remoteNeedsFile, sharedVersionsFile, withCarriedSingletons } from './versions.js';

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

/** Where the dev server sends `/api`, `/socket.io` and `/flags` (`API_URL`, default http://localhost:8080). */
export function devProxy(): NonNullable<UserConfig['server']>['proxy'] {
  const target = process.env.API_URL ?? 'http://localhost:8080';
  return {
    '/api': { target, changeOrigin: true },
    '/socket.io': { target, changeOrigin: true, ws: true },
    '/flags': { target, changeOrigin: true },
  };
}

/** The shell dev server's `/remotes.json`, `/remotes/*` and `/first-screen` come from the API too. */
function remotesProxy(): NonNullable<UserConfig['server']>['proxy'] {
  const target = process.env.API_URL ?? 'http://localhost:8080';
  return {
    '/remotes.json': { target, changeOrigin: false },
    '/remotes/': { target, changeOrigin: false },
    '/first-screen': { target, changeOrigin: false },
  };
}

/** Share key → the module the shell provides it from: antd's component folders, the icon component, the kit and contracts entries. */
function providedShares(dir: string): Map<string, string> {
  const require = createRequire(join(dir, 'package.json'));
  const antd = [...new Set(antdComponentDirs(dir).values())].map(
    (d) => [`antd/es/${d}`, require.resolve(`antd/es/${d}/index.js`)] as const,
  );
  return new Map([...antd, [ANTD_ICON_SHARE, require.resolve(ANTD_ICON_SHARE)], ...workspaceEntries(dir)]);
}

/**
 * The Vite config of the shell: React, the per-component antd imports and a federation host with no
 * build-time remotes (`shareStrategy: 'loaded-first'`), dev server with the API proxy.
 * @param reactPlugin `@vitejs/plugin-react()` from the workspace (installed per workspace).
 * @param antdTheme the kit's antd theme, whose CSS the build generates (federation/antd-css.ts).
 */
export function hostViteConfig(options: { dir: string; reactPlugin: PluginOption; antdTheme: AntdTheme }): UserConfig {
  return {
    plugins: [
      options.reactPlugin,
      linguiCatalogs(),
      antdPerComponentImports(antdComponentDirs(options.dir), (dir) => `antd/es/${dir}/index.js`),
      antdComponentShares(options.dir),
      antdStaticCss(options.dir, options.antdTheme),
      antdDirectImports(),
      shellEntryImports(workspaceEntries(options.dir)),
      routerImportsCheck(options.dir),
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedConfig(options.dir, 'host'),
        shareStrategy: 'loaded-first',
        dts: false,
        // One federation runtime on the page: the shell publishes it, remotes do not ship their own.
        experiments: { provideExternalRuntime: true },
      }),
      earlyRemote(),
      hostFirstScreenFile(
        options.dir,
        () => providedShares(options.dir),
        join(options.dir, 'src/app/layouts/ShellRoot.tsx'),
      ),
      // `shared-versions.json`: what this shell provides to remotes (docs/deploying.md).
      sharedVersionsFile(options.dir),
      precompressedAssets(),
      prerenderedFragments(options.dir),
    ],
    // In dev the shell composes the remotes the API serves (built with `npm run build -w mf-…`).
    server: { port: DEV_PORTS.shell, strictPort: true, proxy: { ...devProxy(), ...remotesProxy() } },
    optimizeDeps: ROUTER_OPTIMIZE_DEPS,
    preview: { port: DEV_PORTS.shell, strictPort: true, proxy: { ...devProxy(), ...remotesProxy() } },
    build: {
      target: 'es2022',
      // The CSS is antd's, generated compact (federation/antd-css.ts). Minifying it rounds numbers in
      // its CSS variables (a heading's line height 1.3333333333333333 → 1.33333: 31.9999 px, a pixel off).
      cssMinify: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'antd-core', test: ANTD_CORE },
              { name: 'antd-input', test: ANTD_INPUT },
              { name: 'antd-form', test: ANTD_FORM },
              { name: 'antd-page', test: ANTD_PAGE },
              { name: 'antd-nav', test: ANTD_NAV },
              { name: 'antd-signed-in', test: ANTD_SIGNED_IN },
              { name: 'antd-select', test: ANTD_SELECT },
              { name: 'antd-checkbox', test: ANTD_CHECKBOX },
              ...entryChunkGroups(workspaceEntries(options.dir)),
            ],
          },
        },
      },
    },
  };
}

/** Which build of a remote: `shared` takes every share from the shell; `own-kit` carries the stateless kit and contracts entries (federation/versions.ts). */
export type RemoteBuild = 'shared' | 'own-kit';

/**
 * The Vite config of a remote: React, the per-component antd imports, federation (`remoteEntry.js`
 * exposing `./routes`), `base: './'` so the built folder can be moved, and a CORS-enabled dev server on
 * the workspace's port serving the harness, with the API proxy. Its build also writes the own-kit
 * build into `<outDir>/own-kit/` (`ownKitBuild`).
 */
export function remoteViteConfig(options: {
  dir: string;
  workspace: Workspace;
  name: string;
  reactPlugin: PluginOption;
  /** Vite's command: `build` makes every singleton consume-only (see federation/shared.ts). */
  command: 'build' | 'serve';
  /** `own-kit`: the build a shell too old for the first one loads (default `shared`). */
  build?: RemoteBuild;
}): UserConfig {
  const port = DEV_PORTS[options.workspace];
  const build = options.command === 'build';
  const ownKit = build && options.build === 'own-kit';
  const shared = sharedConfig(options.dir, !build ? 'remote-dev' : ownKit ? 'remote-own-kit' : 'remote');
  // Names the kit code the own-kit build carries takes from the singleton entries (its shared-needs.json).
  const carried = ownKit ? withCarriedSingletons(options.dir, shared) : new Map<string, Set<string>>();
  return {
    base: './',
    plugins: [
      options.reactPlugin,
      linguiCatalogs(),
      // The remote's own code takes antd from the shell (share keys), and so does the kit code the
      // own-kit build carries; alone in the harness the kit source imports its own copy directly.
      antdPerComponentImports(antdComponentDirs(options.dir), (dir, importer) =>
        importer.startsWith(options.dir + '/') || (ownKit && `antd/es/${dir}` in shared)
          ? `antd/es/${dir}`
          : `antd/es/${dir}/index.js`,
      ),
      // `shared-needs.json`: what this build needs from the shell (docs/deploying.md).
      ...(build ? [remoteNeedsFile(options.dir, options.name, () => Object.keys(shared), carried)] : []),
      ...(ownKit ? [fallbackSingletonImports(options.dir, carried)] : build ? [ownKitBuild(options)] : []),
      routerImportsCheck(options.dir),
      // Built, the remote's icons render the shell's icon component (a share; see sharedConfig).
      sharedIconComponent(),
      federation({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        // Built remotes use the shell's federation runtime; alone in the harness a remote has its own.
        experiments: { externalRuntime: options.command === 'build' },
      }),
      harnessHtml(),
      // The server preloads and prerenders the shared build's first screen only.
      ...(ownKit ? [] : [remoteFirstScreenFile(options.dir)]),
      precompressedAssets(),
      ...(ownKit ? [] : [prerenderedFragments(options.dir)]),
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
        input:
          options.command === 'build'
            ? { routes: join(options.dir, 'src/routes.tsx') }
            : { harness: writeHarness(options.dir, options.name) },
      },
    },
  };
}

/**
 * After a remote's (shared) build, builds its own-kit build into `<outDir>/own-kit/` (`OWN_KIT_DIR`,
 * docs/deploying.md "What a remote shares with the shell"), so `npm run build -w <remote>` makes both and
 * the folder deploys as one. Its React plugin is the workspace's own `@vitejs/plugin-react`, a new instance.
 */
function ownKitBuild(options: { dir: string; workspace: Workspace; name: string }): Plugin {
  let outDir = '';
  return {
    name: 'scriptorium:own-kit-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const require = createRequire(join(options.dir, 'package.json'));
      const react = (
        (await import(pathToFileURL(require.resolve('@vitejs/plugin-react')).href)) as { default: () => PluginOption }
      ).default;
      const config = remoteViteConfig({ ...options, reactPlugin: react(), command: 'build', build: 'own-kit' });
      await viteBuild({
        ...config,
        configFile: false,
        root: options.dir,
        logLevel: 'warn',
        build: { ...config.build, outDir: join(outDir, OWN_KIT_DIR), emptyOutDir: true },
      });
    },
  };
}
