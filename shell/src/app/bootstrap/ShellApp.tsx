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
 * Built, antd runs in zero-runtime mode: its styles come from the CSS the build generated for the theme
 * (federation/antd-css.ts), loaded with the chunks of the components that use them.
 * @see federation/react-router-declarative.ts
 */
export function ShellApp() {
  return (
    <KitProvider zeroRuntime={import.meta.env.PROD}>
      <TopProgressBar />
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </KitProvider>
  );
}
