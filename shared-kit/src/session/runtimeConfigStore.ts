import { create } from 'zustand';
import type { RuntimeConfig } from '@scriptorium/contracts/core';
import { STORAGE_KEYS } from './sessionStore.js';

/** Used when `GET /api/config` cannot be read: the session timeout of docs/product.md §9, no Google sign-in. */
export const FALLBACK_CONFIG: RuntimeConfig = {
  sessionTimeoutMinutes: 400,
  googleClientId: null,
  publicUrl: globalThis.location?.origin ?? '',
  socketPath: '/socket.io',
  maxUploadBytes: 20 * 1024 * 1024,
};

/**
 * The runtime configuration the shell reads before the first render (`GET /api/config`), for the shell
 * and every remote (the sign-in page's Google button), so no screen fetches it again.
 * @see contracts runtimeConfig
 */
export const runtimeConfigStore = create<{ config: RuntimeConfig; set: (config: RuntimeConfig) => void }>((set) => ({
  config: FALLBACK_CONFIG,
  set: (config) => {
    // docs/product.md §3: the session timeout (minutes) is a client-side stored key.
    globalThis.localStorage?.setItem(STORAGE_KEYS.sessionTimeout, String(config.sessionTimeoutMinutes));
    set({ config });
  },
}));
