/**
 * @module-federation/vite 1.23.0 narrows an `import: false` share's `__loadShare__` wrapper to the names
 * it saw imported once it decides the module graph is complete (every known module parsed + 10 ms of
 * quiet). Under Rolldown its `addPendingIds` skipped imported ids `getModuleInfo()` did not know yet, so
 * a module whose children load late was declared complete too early, and the build failed with
 * `[MISSING_EXPORT] "forwardRef" is not exported by …__loadShare__react…` (24 of 41 cold
 * builds of mf-payments, whose recharts/date-fns barrels are the last-parsed modules).
 * This test makes the race deterministic: the fixture's barrel child loads 50 ms late. It passes only
 * with `patches/@module-federation+vite+1.23.0.patch` applied (npm's postinstall runs patch-package).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { federation } from '@module-federation/vite';

const fixture = fileURLToPath(new URL('./race-fixture/', import.meta.url));

/** Delays `load` of the barrel's child, as a slow disk or a loaded machine does for big barrels. */
function lateChildren(ms: number): Plugin {
  return {
    name: 'test:late-children',
    enforce: 'pre',
    async load(id) {
      if (id.endsWith('/surface.ts')) await new Promise((r) => setTimeout(r, ms));
      return null;
    },
  };
}

describe('@module-federation/vite import:false export analysis', () => {
  it('keeps the names a late-loaded module imports from a consume-only share', async () => {
    // The plugin returns no plugins under vitest (isTestEnv); build as a real `vite build` would.
    const saved = { VITEST: process.env.VITEST, NODE_ENV: process.env.NODE_ENV };
    delete process.env.VITEST;
    process.env.NODE_ENV = 'production';
    let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    try {
      output = (await build({
        configFile: false,
        root: fixture,
        logLevel: 'silent',
        base: './',
        plugins: [
          lateChildren(50),
          federation({
            name: 'race_fixture',
            filename: 'remoteEntry.js',
            exposes: { './routes': './entry.ts' },
            shared: { react: { singleton: true, requiredVersion: '^19.0.0', import: false } },
            shareStrategy: 'loaded-first',
            dts: false,
          }),
        ],
        build: { write: false, minify: false, rolldownOptions: { input: { routes: `${fixture}entry.ts` } } },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    } finally {
      Object.assign(process.env, saved);
      if (saved.VITEST === undefined) delete process.env.VITEST;
    }
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    // Without the fix the build above throws `[MISSING_EXPORT] "forwardRef" is not exported by …loadShare__react…`.
    const code = chunks.map((c) => (c.type === 'chunk' ? c.code : '')).join('\n');
    expect(code).toMatch(/\bforwardRef\b/);
  }, 60_000);
});
