import type { RouteObject } from 'react-router-dom';
import { ShellRoot } from '../layouts/ShellRoot.js';
import { RoleHome } from './RoleHome.js';
import { RouteSwitch } from './RouteSwitch.js';

/**
 * The shell's route tree: one root (layout chosen per URL and session) with `/` redirecting by role
 * and every other URL resolved through the route table to its owner's area. Remotes' own routes are
 * rendered inside that area, so adding a screen never touches the shell.
 * @see docs/product.md §2 Routes
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <ShellRoot />,
    children: [
      { index: true, element: <RoleHome /> },
      { path: '*', element: <RouteSwitch /> },
    ],
  },
];
