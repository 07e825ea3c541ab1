import { remotesManifest, runtimeConfig, type RuntimeConfig } from '@scriptorium/contracts';
import { get } from '@scriptorium/shared-kit';
import { registerManifest } from '../remotes/federation.js';
import { provideWholeAntd } from '../remotes/wholeAntdShare.js';
import { retryWhenOnline } from '../remotes/retryWhenOnline.js';
import { FALLBACK_CONFIG, runtimeConfigStore } from './runtimeConfigStore.js';

/** `/remotes.json` (written at deploy time); an unreadable manifest registers no remote. */
async function fetchManifest(): Promise<Record<string, string>> {
  try {
    const res = await fetch('/remotes.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    return remotesManifest.parse(await res.json());
  } catch (error) {
    console.error('Could not read /remotes.json; every remote area will be unavailable', error);
    return {};
  }
}

/** `GET /api/config`; falls back to defaults when the API cannot be reached. */
async function fetchConfig(): Promise<RuntimeConfig> {
  try {
    return runtimeConfig.parse(await get('config'));
  } catch (error) {
    console.error('Could not read /api/config; using defaults', error);
    return FALLBACK_CONFIG;
  }
}

/**
 * Start-up work before the first render: reads `/remotes.json` and `/api/config` together and
 * registers the remotes with the federation runtime (none is fetched yet).
 * @see ARCHITECTURE.md Composition at run time
 */
export async function loadStartup(): Promise<void> {
  const [manifest, config] = await Promise.all([fetchManifest(), fetchConfig()]);
  registerManifest(manifest);
  provideWholeAntd();
  retryWhenOnline();
  runtimeConfigStore.getState().set(config);
}
