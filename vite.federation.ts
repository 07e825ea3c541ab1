/**
 * The one place the Module Federation build setup of the shell and the five remotes lives.
 * Build config, not app code: each workspace's `vite.config.ts` imports it by relative path.
 *
 * - Shared singletons (ARCHITECTURE.md "Composition at run time"): one React, one router, one antd
 *   theme, one user store, one socket. `requiredVersion` is read from the workspace's package.json.
 * - The shell is a host with no build-time remotes; it registers them at run time from `/remotes.json`.
 * - A remote exposes `./routes` from `remoteEntry.js` and is built with `base: './'`, so its folder can
 *   be moved (the entry URL in `/remotes.json` decides where its chunks load from).
 * @see ARCHITECTURE.md Composition at run time
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { antdComponentDirs, antdPerComponentImports, antdVersion } from './vite.antd-share.js';

/** Packages every container shares as singletons. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'zustand',
  'socket.io-client',
  '@scriptorium/shared-kit',
  '@scriptorium/contracts',
] as const;

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

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The shared-module config: each singleton with the version range the workspace's package.json pins. */
export function sharedConfig(workspaceDir: string) {
  const pkg = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as PackageJson;
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared: Record<string, { singleton: true; requiredVersion: string; version?: string }> = {};
  for (const name of SHARED_SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${workspaceDir}/package.json must depend on ${name} (a shared singleton)`);
    shared[name] = { singleton: true, requiredVersion };
  }
  // antd is also shared per component (see vite.antd-share.ts); same version, same range.
  const version = antdVersion(workspaceDir);
  for (const dir of new Set(antdComponentDirs(workspaceDir).values())) {
    shared[`antd/es/${dir}`] = { singleton: true, requiredVersion: shared.antd.requiredVersion, version };
  }
  return shared;
}

/** Where the dev server and the harness send `/api` and `/socket.io` (override with `API_URL`). */
export function devProxy(): NonNullable<UserConfig['server']>['proxy'] {
  const target = process.env.API_URL ?? 'http://localhost:8080';
  return {
    '/api': { target, changeOrigin: true },
    '/socket.io': { target, changeOrigin: true, ws: true },
    '/flags': { target, changeOrigin: true },
  };
}

/** Plugins of the host (shell): no build-time remotes, remotes load first-come from `/remotes.json`. */
export function hostPlugins(workspaceDir: string): PluginOption[] {
  return [
    antdPerComponentImports(antdComponentDirs(workspaceDir)),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedConfig(workspaceDir),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ];
}

/** Plugins of a remote: `remoteEntry.js` exposing `./routes` (a `RemoteModule`). */
export function remotePlugins(workspaceDir: string, name: string): PluginOption[] {
  return [
    antdPerComponentImports(antdComponentDirs(workspaceDir)),
    federation({
      name,
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shared: sharedConfig(workspaceDir),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ];
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
        const isFile = /\.[a-z0-9]+($|\?)/i.test(url.split('?')[0]) || url.startsWith('/@') || url.startsWith('/node_modules/');
        if (wantsHtml && !isFile) req.url = '/harness/index.html';
        next();
      });
    },
  };
}

/**
 * The whole Vite config of a remote: React + federation (`remoteEntry.js` exposing `./routes`),
 * `base: './'` so the built folder can be moved, a CORS-enabled dev server on the workspace's port
 * with the harness and the API proxy.
 * @param reactPlugin `@vitejs/plugin-react()` from the workspace (installed per workspace).
 */
export function remoteViteConfig(options: { dir: string; workspace: Workspace; name: string; reactPlugin: PluginOption }): UserConfig {
  const port = DEV_PORTS[options.workspace];
  return {
    base: './',
    plugins: [options.reactPlugin, ...remotePlugins(options.dir, options.name), harnessHtml()],
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}`, proxy: devProxy() },
    preview: { port, strictPort: true, cors: true, proxy: devProxy() },
    // A remote has no page of its own: its only entry is the exposed module (`remoteEntry.js` is
    // emitted by the federation plugin). The harness page is served by the dev server only.
    build: { target: 'es2022', rolldownOptions: { input: { routes: join(options.dir, 'src/routes.tsx') } } },
  };
}
