import { BrowserRouter, useRoutes } from 'react-router-dom';
import { KitProvider, TopProgressBar } from '@scriptorium/shared-kit/core';
import { shellRoutes } from '../routing/routes.js';

/** The shell's route tree (`shellRoutes`) at the browser's URL. */
function ShellRoutes() {
  return useRoutes(shellRoutes);
}

/**
 * The whole app: the kit's providers (antd theme + App) around the one router. The router is the
 * declarative `<BrowserRouter>`: the shared router is react-router's declarative mode only (no
 * loaders, actions or fetchers — none is used), which halves what every page downloads for it.
 * @see federation/react-router-declarative.ts
 */
export function ShellApp() {
  return (
    <KitProvider>
      <TopProgressBar />
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </KitProvider>
  );
}
