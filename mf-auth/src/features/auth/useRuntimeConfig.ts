import { useEffect, useState } from 'react';
import { runtimeConfig, type RuntimeConfig } from '@scriptorium/contracts/core';
import { get } from '@scriptorium/shared-kit/core';

/** `GET config` (runtime configuration), or null while loading or when it cannot be read. */
export function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    get('config')
      .then((body) => live && setConfig(runtimeConfig.parse(body)))
      .catch((error: unknown) => console.warn('Could not read the runtime config', error));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
