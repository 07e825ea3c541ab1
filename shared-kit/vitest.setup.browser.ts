/**
 * Shared setup of the browser workspaces' unit tests (kit, shell and remotes; see `vitest.preset.ts`):
 * unmount React trees between tests, start every test signed out, wait as long as the workspace's
 * `asyncUtilTimeout` option says, and flush React's effects before each simulated user action.
 */
import { afterEach, inject } from 'vitest';
import { act, cleanup, configure, getConfig } from '@testing-library/react';

const asyncUtilTimeout = inject('asyncUtilTimeout');
if (asyncUtilTimeout) configure({ asyncUtilTimeout });

// Every user-event action and wait first lets React run the effects of what it last committed. In a
// browser they run before the next frame, so no input lands between a render and its effects; here a
// `findBy…` can resolve inside that window. antd's Spin (the DataTable's loading state) lifts
// `pointer-events: none` from fresh rows in such an effect, so a click in the window was refused.
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: async (cb) => {
    await act(async () => {});
    return asyncWrapper(cb);
  },
});

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
