import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@scriptorium/contracts/core';
import { buildCrumbs, type TitledRoute } from './crumbs.js';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Route patterns and titles (default: the product route table of `contracts`). */
  routes?: readonly TitledRoute[];
  /** Path to show crumbs for (default: the current location). */
  pathname?: string;
}

/**
 * Home → the current path's segments with route titles and parameter values; a crumb links back
 * when its path is a page of its own (not the last, nor a step such as "List" or "Order" that no page
 * answers: those are text). Needs a router above.
 * @see docs/product.md §2 (Breadcrumbs)
 */
export function Breadcrumbs({ routes = ROUTES, pathname }: BreadcrumbsProps) {
  const location = useLocation();
  const crumbs = buildCrumbs(pathname ?? location.pathname, routes);
  return (
    <Breadcrumb
      items={crumbs.map((c, i) => ({ key: c.path ?? `text-${i}`, title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))}
    />
  );
}
