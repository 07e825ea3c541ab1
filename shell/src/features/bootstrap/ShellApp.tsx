import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { KitProvider, TopProgressBar } from '@scriptorium/shared-kit';
import { shellRoutes } from '../routing/routes.js';

/** The whole app: the kit's providers (antd theme + App) around the one router. */
export function ShellApp() {
  const [router] = useState(() => createBrowserRouter(shellRoutes));
  return (
    <KitProvider>
      <TopProgressBar />
      <RouterProvider router={router} />
    </KitProvider>
  );
}
