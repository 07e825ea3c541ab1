/**
 * @scriptorium/shared-kit — the admin and form toolkit, API client, session store, permission and
 * channel hooks shared (as one federation singleton) by the shell and every remote.
 */
export * from './remote/RemoteModule.js';
export * from './session/sessionStore.js';
export * from './api/apiClient.js';
export * from './permissions/useCan.js';
export * from './providers/KitProvider.js';
export * from './harness/RemoteHarness.js';
