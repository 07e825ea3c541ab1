import { registerShared } from '@module-federation/runtime';
import { components, iconComponent, version } from 'virtual:scriptorium/antd-components';

/** A share the runtime loads on first request, as the federation plugin registers its own. */
function lazyShare(load: () => Promise<Record<string, unknown>>, version: string) {
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
 * Registers antd's components in the share scope under their share keys (`antd/es/button`, … — how
 * our builds share antd, see federation/antd.ts), each loaded only when a remote asks for it. The shell
 * registers them here rather than through the federation plugin's config, which would put ~70
 * provider entries into the modules every page loads at start. Each loads the very module the shell's
 * own code imports (`antd/es/button/index.js`): one antd, one theme. There is no whole-`antd` share:
 * every remote is built with the per-component imports. With them, @ant-design/icons' icon component
 * (the remotes' icons render the shell's; federation/antd.ts `ANTD_ICON_SHARE`).
 * Call before any remote loads (start-up).
 */
export function provideAntdComponents(): void {
  registerShared({
    ...Object.fromEntries(Object.entries(components).map(([key, load]) => [key, lazyShare(load, version)])),
    [iconComponent.key]: lazyShare(iconComponent.load, iconComponent.version),
  });
}
