/**
 * `npm run bench` part "kit": the shared-kit's DataTable bench (shared-kit/bench/*.bench.tsx) and, as
 * its anchor in the same run, plain antd Table with the same rows and columns (antd-table.bench.ts).
 * Run alone: `npx vitest bench --run --config bench/kit/vitest.config.ts`.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { PluginOption } from 'vite';

const repo = join(import.meta.dirname, '..', '..');
// @vitejs/plugin-react is installed per workspace: use the kit's copy.
const reactPath = createRequire(join(repo, 'shared-kit', 'package.json')).resolve('@vitejs/plugin-react');
const react = (await import(pathToFileURL(reactPath).href)).default as () => PluginOption;

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'bench-kit',
    root: repo,
    environment: 'happy-dom',
    setupFiles: [join(repo, 'shared-kit', 'test', 'setup.ts')],
    include: [],
    // One bench file at a time: the two renders must not compete for the two cores.
    fileParallelism: false,
    benchmark: { include: ['shared-kit/bench/**/*.bench.{ts,tsx}', 'bench/kit/**/*.bench.{ts,tsx}'] },
  },
});
