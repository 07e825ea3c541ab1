import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteHarness } from '@scriptorium/shared-kit/core';
import remote from '../src/routes.js';

/** Dev harness: this remote alone, with the shell's providers, against the API (see vite.config.ts). */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RemoteHarness remote={remote} />
  </StrictMode>,
);
