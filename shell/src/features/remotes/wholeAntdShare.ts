import { registerShared } from '@module-federation/runtime';
import { components, version } from 'virtual:scriptorium/antd-components';

/** A share the runtime loads on first request, as the federation plugin registers its own. */
function lazyShare(load: () => Promise<Record<string, unknown>>) {
  return {
    version,
    scope: ['default'],
    shareConfig: { singleton: true, requiredVersion: `^${version}` },
    get: async () => {
      // A plain copy: consumers may mark it (`__esModule`), which a module namespace refuses.
      const lib: Record<string, unknown> = { ...(await load()) };
      Object.defineProperty(lib, '__esModule', { value: true });
      return () => lib;
    },
  };
}

/**
 * Registers antd in the share scope, each part loaded only when a remote asks for it:
 * - every component under its share key (`antd/es/button`, … — how our builds share antd, see
 *   vite.federation.ts): the shell registers them here rather than through the federation plugin's
 *   config, which would put ~70 provider entries into the modules every page loads at start. Each
 *   loads the very module the shell's own code imports (`antd/es/button/index.js`): one antd.
 * - the whole `antd` package, for a remote built without the per-component rewrite that imports
 *   `antd` whole. It resolves to the same modules (antd's index re-exports them), so there is still
 *   one antd on the page — one version under `antd` and under every `antd/es/*` key.
 * Call before any remote loads (start-up).
 */
export function provideWholeAntd(): void {
  registerShared({
    antd: lazyShare(() => import('antd')),
    ...Object.fromEntries(Object.entries(components).map(([key, load]) => [key, lazyShare(load)])),
  });
}
