import { remotesManifest, runtimeConfig, type RuntimeConfig } from '@scriptorium/contracts/core';
import { FALLBACK_CONFIG, get, runtimeConfigStore } from '@scriptorium/shared-kit/core';
import { isRegistered, registerManifest } from '../../features/remotes/federation.js';
import { remoteStore } from '../../features/remotes/remoteStore.js';
import { remoteForUrl } from '../../features/remotes/remoteForUrl.js';
import { provideAntdComponents } from '../../features/remotes/antdShares.js';
import { retryWhenOnline } from '../../features/remotes/retryWhenOnline.js';

declare global {
  interface Window {
    /** `/remotes.json` as the early-remote script (vite.early-remote.ts) started fetching it before the shell ran. */
    __scriptoriumRemotes?: Promise<unknown>;
  }
}

/**
 * `/remotes.json` (written at deploy time), from the early script's fetch when there is one; an
 * unreadable manifest registers no remote.
 */
async function fetchManifest(): Promise<Record<string, string>> {
  try {
    const early = window.__scriptoriumRemotes;
    if (early) return remotesManifest.parse(await early);
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
 * Start-up work before the first render: reads `/remotes.json` and `/api/config` together, registers
 * the remotes with the federation runtime and starts loading the remote of the URL being opened, so
 * its entry, the share negotiation and its routes load while `/api/config` and the first render run.
 * @see ARCHITECTURE.md Composition at run time
 */
export async function loadStartup(): Promise<void> {
  const config = fetchConfig();
  registerManifest(await fetchManifest());
  provideAntdComponents();
  const first = remoteForUrl(window.location.pathname, !!localStorage.getItem('access_token'));
  if (first && isRegistered(first)) remoteStore.getState().ensure(first);
  retryWhenOnline();
  runtimeConfigStore.getState().set(await config);
}
