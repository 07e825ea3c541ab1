/**
 * The one vitest preset of the browser workspaces (the kit, the shell and the remotes): plain React +
 * happy-dom without the federation plugin (remotes are mocked at the network), the shared setup file
 * (`vitest.setup.browser.ts`), and what differs per workspace as explicit options. A workspace's
 * `vitest.config.ts` is one call: `export default browserTests({ … })`.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from '../federation/lingui-catalogs.js';

export interface BrowserTestOptions {
  /** The project name in the root run (default: the workspace's package name). */
  name?: string;
  /** Per-test limit in ms (default 20 s: CI machines have two cores and run every suite at once). */
  testTimeout?: number;
  /** How long Testing Library's `findBy…` and `waitFor` wait, in ms (default its own 1 s). */
  asyncUtilTimeout?: number;
  /** Setup files run after the shared one, relative to the workspace. */
  setupFiles?: string[];
  /** Test files (default `src/**\/*.test.{ts,tsx}`). */
  include?: string[];
  /** Benchmark files, for `vitest bench`. */
  benchInclude?: string[];
}

declare module 'vitest' {
  interface ProvidedContext {
    /** `BrowserTestOptions.asyncUtilTimeout`, or 0 for Testing Library's default. */
    asyncUtilTimeout: number;
  }
}

/** The vitest config of a browser workspace with `options`. */
export function browserTests(options: BrowserTestOptions = {}) {
  return defineConfig({
    plugins: [react(), linguiCatalogs()],
    test: {
      name: options.name,
      environment: 'happy-dom',
      testTimeout: options.testTimeout ?? 20_000,
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(import.meta.dirname, 'vitest.setup.browser.ts'), ...(options.setupFiles ?? [])],
      provide: { asyncUtilTimeout: options.asyncUtilTimeout ?? 0 },
      ...(options.benchInclude ? { benchmark: { include: options.benchInclude } } : {}),
    },
  });
}
