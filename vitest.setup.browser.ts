/**
 * Shared setup of the browser workspaces' unit tests (shell and remotes): unmount React trees between
 * tests and start every test signed out.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
