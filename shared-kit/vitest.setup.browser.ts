/**
 * Shared setup of the browser workspaces' unit tests (kit, shell and remotes; see `vitest.preset.ts`):
 * unmount React trees between tests, start every test signed out, and wait as long as the workspace's
 * `asyncUtilTimeout` option says.
 */
import { afterEach, inject } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

const asyncUtilTimeout = inject('asyncUtilTimeout');
if (asyncUtilTimeout) configure({ asyncUtilTimeout });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
