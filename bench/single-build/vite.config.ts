/**
 * Bench anchor: the shell and all five remotes as ONE ordinary Vite build (no Module Federation), so
 * `npm run bench` can compare the JavaScript a page downloads with the federated build of the same code.
 * - entry: `main.tsx` → `shell/src/main.tsx`, unchanged;
 * - `@module-federation/runtime` → `federation-runtime.ts`, which imports each remote's `src/routes.tsx`
 *   lazily (code-split like the federated remotes), and the shell's `antdShares.ts` (it only
 *   registers antd in the federation share scope) → the no-op `antd-shares.ts`;
 * - antd imported as usual (`import { Button } from 'antd'`) and tree-shaken by Vite, its CSS generated for
 *   the theme as in the shell's build (federation/antd-css.ts: the built shell runs antd in zero-runtime mode);
 * - each workspace's catalogues compiled as in their builds (federation/lingui-catalogs.ts);
 * - output in `root/shell/dist`, served by the API with `STATIC_ROOT=bench/single-build/root`.
 * Build: `node bench/single-build/build.mjs` (skips when nothing changed).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import { precompressedAssets } from '../../federation/precompress.js';
import { antdStaticCss } from '../../federation/antd-css.js';
import { linguiCatalogs } from '../../federation/lingui-catalogs.js';
import { theme } from '../../shared-kit/src/providers/theme.js';

const here = import.meta.dirname;
const repo = join(here, '..', '..');
// @vitejs/plugin-react is installed per workspace: use the shell's copy.
const reactPath = createRequire(join(repo, 'shell', 'package.json')).resolve('@vitejs/plugin-react');
const react = (await import(pathToFileURL(reactPath).href)).default as () => PluginOption;

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), linguiCatalogs(), antdStaticCss(repo, theme), precompressedAssets()],
  resolve: {
    alias: [
      { find: /^@module-federation\/runtime$/, replacement: join(here, 'federation-runtime.ts') },
      // Federation plumbing with no meaning in one build (see antd-shares.ts).
      { find: /^.*\/remotes\/antdShares\.js$/, replacement: join(here, 'antd-shares.ts') },
    ],
  },
  build: {
    target: 'es2022',
    cssMinify: false,
    outDir: join(here, 'root', 'shell', 'dist'),
    emptyOutDir: true,
  },
  logLevel: 'warn',
});
