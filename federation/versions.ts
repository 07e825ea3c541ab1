/**
 * Shares with versions that mean something (issue 25, docs/deploying.md): a remote the running shell
 * cannot serve is refused before anyone meets a TypeError.
 * - Every kit and contracts entry is a singleton a built remote takes from the shell (federation/shared.ts).
 * - The shell's build writes `shared-versions.json` (what it provides, `sharedVersionsFile`): each share,
 *   its version and, for the kit's and contracts' entries, the names each exports. A remote's build
 *   writes `shared-needs.json` beside its `remoteEntry.js` (`remoteNeedsFile`): each share it takes, the
 *   version it was built with and the names its sources take from each entry. `npm run deploy:check`
 *   and the shell's remote loader compare them (`unmetNeeds`, contracts/deploy), so an addition to the
 *   kit that the deployed shell lacks is named before the remote is deployed (or loaded).
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { RemoteNeeds, SharedVersionsManifest } from '@scriptorium/contracts/deploy';
import { THIRD_PARTY_SINGLETONS } from './shared.js';
import { parseModule, sourceFiles } from './sources.js';
import { WORKSPACE_PACKAGES, exportOrigins, installedVersion, workspacePackage } from './workspace.js';

/** The file names of the two manifests. */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';
export const SHARED_NEEDS_FILE = 'shared-needs.json';

/** The run-time (not type-only) names an entry file exports. */
function valueNames(file: string): string[] {
  return [...exportOrigins(file)].filter(([, o]) => !o.type).map(([n]) => n).sort();
}

/** Third-party singletons the shell provides, with the versions installed for `dir` (antd as one share). */
function thirdParty(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of [...THIRD_PARTY_SINGLETONS, '@ant-design/icons']) {
    try {
      out[name] = installedVersion(dir, name);
    } catch {
      // not a dependency of this workspace
    }
  }
  return out;
}

/** What the shell at `dir` provides: every third-party singleton and kit/contracts entry with the names it exports. */
export function providedShares(dir: string): SharedVersionsManifest {
  const shares: SharedVersionsManifest['shares'] = {};
  for (const [name, version] of Object.entries(thirdParty(dir))) shares[name] = { version, singleton: true };
  for (const name of WORKSPACE_PACKAGES) {
    const pkg = workspacePackage(dir, name);
    for (const [spec, file] of pkg.entries) {
      shares[spec] = { version: pkg.version, singleton: true, names: valueNames(file) };
    }
  }
  return { shares };
}

/** The shell's build: writes `shared-versions.json` (served at `/shared-versions.json`, next to `/remotes.json`). */
export function sharedVersionsFile(dir: string): Plugin {
  return {
    name: 'scriptorium:shared-versions',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SHARED_VERSIONS_FILE, source: JSON.stringify(providedShares(dir), null, 2) });
    },
  };
}

/** Names the remote's own sources take from each kit and contracts entry (`import { a } from '@scriptorium/shared-kit/ui'`). */
function namesImportedBySources(src: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { file, code } of sourceFiles(src)) {
    if (!code.includes('@scriptorium/')) continue;
    for (const imp of parseModule(file, code).staticImports) {
      const spec = imp.moduleRequest.value;
      if (!WORKSPACE_PACKAGES.some((p) => spec.startsWith(`${p}/`))) continue;
      for (const e of imp.entries) {
        if (e.isType || e.importName.kind !== 'Name' || !e.importName.name) continue;
        out.set(spec, (out.get(spec) ?? new Set()).add(e.importName.name));
      }
    }
  }
  return out;
}

/**
 * A remote's build: `shared-needs.json` — every share its `shared` config takes (antd's components as
 * `antd`), with the version it was built against and, for the kit's and contracts' entries, the names
 * its sources take from them.
 */
export function remoteNeedsFile(dir: string, name: string, sharedKeys: () => string[]): Plugin {
  return {
    name: 'scriptorium:shared-needs',
    apply: 'build',
    generateBundle() {
      const versions = thirdParty(dir);
      const entries = new Map(WORKSPACE_PACKAGES.flatMap((pkg) => {
        const p = workspacePackage(dir, pkg);
        return [...p.entries.keys()].map((spec) => [spec, p.version] as const);
      }));
      const own = namesImportedBySources(join(dir, 'src'));
      const needs: RemoteNeeds['needs'] = {};
      for (const key of sharedKeys()) {
        const share = key.startsWith('antd/') ? 'antd' : key.startsWith('@ant-design/icons') ? '@ant-design/icons' : key;
        const version = entries.get(share) ?? versions[share];
        if (!version || needs[share]) continue;
        needs[share] = { version, singleton: true, ...(entries.has(share) ? { names: [...(own.get(share) ?? [])].sort() } : {}) };
      }
      this.emitFile({ type: 'asset', fileName: SHARED_NEEDS_FILE, source: JSON.stringify({ remote: name, needs } satisfies RemoteNeeds, null, 2) });
    },
  };
}
