/**
 * What each container shares, with which keys and versions (the federation plugin's `shared`).
 * - Singletons (docs/architecture.md "Composition at run time"): one React, one router, one antd theme, one
 *   user store and one of each workspace entry. `requiredVersion` is the range the workspace's
 *   package.json pins.
 * - socket.io-client is not shared: only the shell creates the socket (into the kit's socketStore,
 *   which remotes use through `useChannel`), so the library stays in the shell's own chunks.
 * - The shell provides every singleton; antd's components it registers at run time (federation/antd.ts).
 * - A remote's production build consumes every singleton (`import: false`: always the shell's copy,
 *   never bundled) and lists only those its own sources load: a consume-only share is fetched when the
 *   remote starts, so one the remote never imports would cost every page its bytes.
 * - Its own-kit build (`dist/own-kit/`, loaded only by a shell too old for the first; federation/versions.ts)
 *   carries the kit's and contracts' stateless entries as its own code and consumes the rest: the
 *   stateful kit entries (`SINGLETON_ENTRIES`), and every third-party singleton and antd component the
 *   remote or the kit uses.
 * @see docs/architecture.md Composition at run time
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ANTD_ICON_SHARE, antdComponentDirs, antdDirsUsedIn } from './antd.js';
import { ROUTER_BARREL } from './router.js';
import { runtimeImportsIn } from './sources.js';
import { WORKSPACE_PACKAGES, installedVersion, workspacePackage } from './workspace.js';

/** Third-party packages every container shares as singletons (antd one component at a time). */
export const THIRD_PARTY_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'antd', 'zustand'] as const;

/** Singletons every remote consumes even without importing them (JSX compiles to react/jsx-runtime). */
const ALWAYS_CONSUMED = new Set(['react', 'react-dom']);

/** One entry of the plugin's `shared` option. */
export interface SharedItem {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /** The file that provides the share; `false`: consume only (the shell's copy). */
  import?: string | false;
}

/** Which container the config is for. */
export type SharedRole =
  /** The shell: provides every singleton, antd's components at run time. */
  | 'host'
  /** A remote's production build: consumes only what its sources load. */
  | 'remote'
  /** A remote's own-kit build: carries the stateless kit and contracts entries, consumes the rest. */
  | 'remote-own-kit'
  /** A remote alone on its dev server (the harness): provides its own copies. */
  | 'remote-dev';

/** The kit entries that hold state (session and user store, socket store, query cache, pop-up registry, theme): one instance for the app. */
export const SINGLETON_ENTRIES: ReadonlySet<string> = new Set([
  '@scriptorium/shared-kit/core',
  '@scriptorium/shared-kit/data',
]);

/**
 * The `shared` config of the workspace at `workspaceDir`.
 * @throws when the shell's package.json does not depend on a singleton.
 */
export function sharedConfig(workspaceDir: string, role: SharedRole): Record<string, SharedItem> {
  const manifest = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const deps = { ...manifest.devDependencies, ...manifest.dependencies };
  // The shell provides every singleton, so it depends on each; a remote shares only what it depends on.
  const range = (name: string) => {
    const r = deps[name];
    if (!r && role === 'host')
      throw new Error(`${workspaceDir}/package.json must depend on ${name} (a shared singleton)`);
    return r;
  };
  const ownKit = role === 'remote-own-kit';
  const consume = role === 'remote' || ownKit;
  const src = join(workspaceDir, 'src');
  // The own-kit build also carries kit code, which uses more of antd, the router and zustand than the
  // remote's sources: it takes all of them from the shell (its bytes count only on a shell too old).
  const kitSrc = ownKit
    ? join(
        dirname(workspacePackage(workspaceDir, '@scriptorium/shared-kit').entries.get('@scriptorium/shared-kit/core')!),
        '..',
      )
    : undefined;
  const usedIn = (names: string[]) =>
    new Set([...runtimeImportsIn(src, names), ...(kitSrc ? runtimeImportsIn(kitSrc, names) : [])]);
  const item = (requiredVersion: string, version: string | undefined, provide?: string): SharedItem => ({
    singleton: true,
    requiredVersion,
    ...(version ? { version } : {}),
    ...(consume ? { import: false as const } : provide ? { import: provide } : {}),
  });
  const used = consume ? usedIn([...THIRD_PARTY_SINGLETONS]) : undefined;
  const shared: Record<string, SharedItem> = {};

  for (const name of THIRD_PARTY_SINGLETONS) {
    const requiredVersion = range(name);
    if (!requiredVersion) continue;
    if (name === 'antd') {
      // The host registers antd's components itself (federation/antd.ts `antdComponentShares`).
      if (role === 'host') continue;
      const all = antdComponentDirs(workspaceDir);
      const dirs = consume
        ? new Set([...antdDirsUsedIn(src, all), ...(kitSrc ? antdDirsUsedIn(kitSrc, all) : [])])
        : new Set(all.values());
      for (const dir of [...dirs].sort())
        shared[`antd/es/${dir}`] = item(requiredVersion, installedVersion(workspaceDir, 'antd'));
      // A built remote's icons render the shell's icon component (federation/antd.ts `sharedIconComponent`).
      const icons = deps['@ant-design/icons'];
      if (consume && icons && usedIn(['@ant-design/icons']).has('@ant-design/icons')) {
        shared[ANTD_ICON_SHARE] = item(icons, installedVersion(workspaceDir, '@ant-design/icons'));
      }
    } else if (name === 'react-router-dom') {
      if (consume && !used!.has(name)) continue;
      shared[name] = item(requiredVersion, consume ? undefined : installedVersion(workspaceDir, name), ROUTER_BARREL);
    } else {
      if (consume && !ALWAYS_CONSUMED.has(name) && !used!.has(name)) continue;
      shared[name] = item(requiredVersion, undefined);
    }
  }

  for (const name of WORKSPACE_PACKAGES) {
    const requiredVersion = range(name);
    if (!requiredVersion) continue;
    const pkg = workspacePackage(workspaceDir, name);
    const usedEntries = consume ? runtimeImportsIn(src, [...pkg.entries.keys()]) : undefined;
    for (const [spec, file] of pkg.entries) {
      if (usedEntries && !usedEntries.has(spec)) continue;
      // The own-kit build carries the stateless entries; the singleton entries its kit code takes are
      // added by `withCarriedSingletons` (federation/versions.ts).
      if (ownKit && !SINGLETON_ENTRIES.has(spec)) continue;
      // At least the version this build has; whether the shell's entry serves the remote is decided
      // before it loads (shared-needs.json, federation/versions.ts).
      shared[spec] = item(`^${pkg.version}`, pkg.version, file);
    }
  }
  return shared;
}
