/**
 * What the shared `react-router-dom` provides: its declarative mode, re-exported from `react-router`
 * (not from `react-router-dom`, which the federation plugin would route back to the share itself).
 * Every build refuses to import any other react-router-dom value (federation/router.ts), so nothing
 * reads `undefined` from the share. A value a screen needs is added here (and then downloaded by every
 * page).
 */
export {
  // Routers and route rendering
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Outlet,
  Navigate,
  useRoutes,
  createRoutesFromChildren,
  createRoutesFromElements,
  renderMatches,
  // Links and navigation
  Link,
  NavLink,
  useNavigate,
  useHref,
  useLinkClickHandler,
  useInRouterContext,
  NavigationType,
  useNavigationType,
  // Reading the location and the matched route
  useLocation,
  useParams,
  useSearchParams,
  createSearchParams,
  useMatch,
  useOutlet,
  useOutletContext,
  useResolvedPath,
  // Path utilities
  matchPath,
  matchRoutes,
  generatePath,
  createPath,
  parsePath,
  resolvePath,
} from 'react-router';
