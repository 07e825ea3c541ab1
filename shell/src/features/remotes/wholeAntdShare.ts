import { registerShared } from '@module-federation/runtime';
import { version } from 'antd';

/**
 * Registers the whole `antd` package in the share scope, loaded only if some container asks for it.
 * Our builds share antd one component at a time (`antd/es/button`, … see vite.federation.ts); a remote
 * built without that rewrite that imports `antd` whole gets it from here. It resolves to the very
 * modules the per-component shares point at (antd's index re-exports them), so there is still one
 * antd on the page — one version under `antd` and under every `antd/es/*` key.
 */
export function provideWholeAntd(): void {
  registerShared({
    antd: {
      version,
      scope: ['default'],
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
      get: async () => {
        const antd = await import('antd');
        return () => antd;
      },
    },
  });
}
