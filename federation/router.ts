/**
 * react-router-dom in declarative mode. A shared module cannot be tree-shaken, and react-router-dom
 * re-exports all of react-router: the server, framework-mode and RSC parts an SPA never runs, and the
 * data-router mode (createRouter: loaders, actions, fetchers, blockers, revalidation) this product
 * does not use — 66 KB gzip shared whole, 35 KB without the server parts, 15 KB in declarative mode.
 * The share provides `react-router-declarative.ts` (`<BrowserRouter>`, `<Routes>`, `<Link>`, the
 * hooks, the path utilities), the shell routes with `<BrowserRouter>` + `useRoutes`, and every build
 * refuses to import any other react-router-dom value.
 * @see docs/architecture.md Composition at run time
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ownSource, parseModule } from './sources.js';

/** The file the `react-router-dom` share provides. */
export const ROUTER_BARREL = join(import.meta.dirname, 'react-router-declarative.ts');

/** The react-router-dom values the shared router provides (the names `ROUTER_BARREL` exports). */
export const ROUTER_SHARED: ReadonlySet<string> = new Set(
  parseModule(ROUTER_BARREL, readFileSync(ROUTER_BARREL, 'utf8')).staticExports.flatMap((e) =>
    e.entries.map((x) => x.exportName.name ?? ''),
  ),
);

/** Every value react-router-dom exports for `workspaceDir` (its types are not values). */
export function routerValueExports(workspaceDir: string): string[] {
  const require = createRequire(join(workspaceDir, 'package.json'));
  return Object.keys(require('react-router-dom') as Record<string, unknown>).filter(
    (n) => n !== 'default' && n !== '__esModule',
  );
}

/**
 * Dev server: the barrel imports `react-router`, which no source names, so the dependency optimizer
 * must pre-bundle it (react-router's CommonJS dependencies do not load unbundled in the browser).
 */
export const ROUTER_OPTIMIZE_DEPS = { include: ['react-router'] };

/**
 * Fails the build when a source imports a react-router-dom value the shared router leaves out, and
 * when react-router-dom no longer exports a name of the barrel (after an upgrade).
 */
export function routerImportsCheck(workspaceDir: string): Plugin {
  const values = new Set(routerValueExports(workspaceDir));
  const missing = [...ROUTER_SHARED].filter((n) => !values.has(n));
  if (missing.length)
    throw new Error(
      `react-router-dom no longer exports ${missing.join(', ')} (federation/react-router-declarative.ts)`,
    );
  return {
    name: 'scriptorium:router-client-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = ownSource(id, code, 'react-router-dom');
      if (!file) return null;
      for (const imp of parseModule(file, code).staticImports) {
        if (imp.moduleRequest.value !== 'react-router-dom') continue;
        for (const e of imp.entries) {
          if (e.importName.kind !== 'Name')
            this.error(
              `${file}: import named exports of react-router-dom (a namespace/default import would read parts the shared router leaves out)`,
            );
          const name = e.importName.name ?? '';
          if (!e.isType && values.has(name) && !ROUTER_SHARED.has(name)) {
            this.error(
              `${file}: ${name} is not part of the shared router (declarative mode only: federation/react-router-declarative.ts)`,
            );
          }
        }
      }
      return null;
    },
  };
}
